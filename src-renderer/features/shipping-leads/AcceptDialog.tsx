import { useId, useState } from 'react';
import {
  ACCEPTANCE_CODE_LENGTH,
  ACCEPTANCE_CODE_TTL_MINUTES,
  acceptQuote,
  sendAcceptanceCode,
  type QuotesPage,
  type QuoteView,
} from '../../../shared/api/shipping-leads';
import { TextField } from '../../components/forms/form-fields';
import page from '../../components/kit/classes.module.css';
import { announce } from '../../lib/announce';
import { ApiCallError } from '../../lib/api-call-error';
import { callApi } from '../../lib/api';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';

/**
 * Accepting a quote in two steps: a code goes to the request's email address, and the shipper
 * types it here. Whoever holds the link without that mailbox cannot accept.
 */
export function AcceptDialog({
  token,
  quote,
  email,
  onClose,
  onAccepted,
}: {
  token: string;
  quote: QuoteView;
  email: string;
  onClose: () => void;
  onAccepted: (quotes: QuotesPage) => void;
}) {
  const codeId = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [resent, setResent] = useState<string>();

  const sendCode = async () => {
    await callApi(sendAcceptanceCode, { body: { token, bidId: quote.id } });
    setSent(true);
    return false;
  };
  const accept = async () => {
    setCodeError(undefined);
    try {
      onAccepted(await callApi(acceptQuote, { body: { token, bidId: quote.id, code } }));
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiCallError) || !failure.fields?.code) throw failure;
      setCodeError(failure.fields.code);
      announce(failure.fields.code, { assertive: true });
      return false;
    }
  };
  const sendAnother = async () => {
    setResent(undefined);
    try {
      await sendCode();
      setResent('A new code is on its way.');
    } catch (failure) {
      setResent(failure instanceof ApiCallError ? failure.message : 'The code could not be sent. Try again.');
    }
  };

  return (
    <ConfirmDialog
      title={`Accept the quote of ${quote.company.name}?`}
      text={
        sent
          ? `We emailed a ${ACCEPTANCE_CODE_LENGTH}-digit code to ${email}. Enter it within ${ACCEPTANCE_CODE_TTL_MINUTES} minutes to accept: we then send the forwarder your contact details and close your request, and the others hear that the shipment went elsewhere. This cannot be undone.`
          : `To make sure it is you, we email a code to ${email}, the address of your request. Accepting sends the forwarder your contact details and closes your request.`
      }
      confirmLabel={sent ? 'Accept quote' : 'Email me a code'}
      cancelLabel="Not yet"
      onClose={onClose}
      onConfirm={sent ? accept : sendCode}
    >
      {sent ? (
        <>
          <TextField
            id={codeId}
            label={`${ACCEPTANCE_CODE_LENGTH}-digit code from the email`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ACCEPTANCE_CODE_LENGTH}
            value={code}
            error={codeError}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <p className={page.muted}>
            No email?{' '}
            <button type="button" className={page.secondaryButton} onClick={() => void sendAnother()}>
              Send another code
            </button>{' '}
            <span role="status">{resent}</span>
          </p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
