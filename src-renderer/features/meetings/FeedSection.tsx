import { useEffect, useState } from 'react';
import type { createMeetingFeed, getMeetingFeed, revokeMeetingFeed } from '../../../shared/api/meetings';
import { Button } from '../../components/kit/Button';
import workspace from '../../components/kit/classes.module.css';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { Loaded } from '../../components/kit/states';
import { announce } from '../../lib/announce';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';

const FEED_FIELD = 'meeting-feed-address';

/**
 * The private calendar feed: a secret address a calendar program subscribes to. It is shown once
 * when made; making a new one or revoking it stops the old one working.
 */
export function FeedSection() {
  const feed = usePageData<typeof getMeetingFeed>('/api/meetings/feed', {}, { serverRender: false });
  const [address, setAddress] = useState<{ webcalUrl: string; httpsUrl: string }>();
  const [asking, setAsking] = useState<'replace' | 'revoke'>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  // The status reloads after the address is made: the address takes focus once shown again.
  useEffect(() => {
    if (address && feed.state === 'ready') document.getElementById(FEED_FIELD)?.focus();
  }, [address, feed.state]);

  /** Makes a new address; asked from the dialog, a failure is the dialog's to show. */
  const create = async (fromDialog = false) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const made = await callApi<typeof createMeetingFeed>({ method: 'POST', path: '/api/meetings/feed' });
      setAddress({ webcalUrl: made.webcalUrl, httpsUrl: made.httpsUrl });
      feed.reload();
      announce('Your calendar feed address is ready. Copy it now: it is shown this once.');
    } catch (error) {
      if (fromDialog) throw error;
      const message =
        error instanceof ApiCallError ? error.message : 'The feed could not be made. Please try again.';
      setProblem(message);
      announce(message, { assertive: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      panel
      title="Calendar feed"
      description="Subscribe to your meetings from Outlook, Google Calendar or Apple Calendar. The address is private: anyone who has it sees your meetings."
    >
      <Loaded data={feed} what="your calendar feed">
        {(status) => (
          <>
            {address ? (
              <div className={workspace.notice}>
                <label htmlFor={FEED_FIELD}>Your private feed address (shown this once)</label>
                <input
                  id={FEED_FIELD}
                  readOnly
                  value={address.webcalUrl}
                  spellCheck={false}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <p className={workspace.muted}>
                  Calendar programs that do not take <code>webcal:</code> addresses take the same address with{' '}
                  <code>https:</code>: <a href={address.httpsUrl}>download it once</a>.
                </p>
              </div>
            ) : status.active ? (
              <p>
                {`Your feed is on since ${new Date(status.createdAt ?? '').toUTCString().slice(0, 16)}.`} Its
                address was shown when it was made; make a new one if you lost it.
              </p>
            ) : (
              <p>You have no calendar feed.</p>
            )}
            {problem ? <Notice tone="error">{problem}</Notice> : null}
            <div className={workspace.actions}>
              <Button
                busy={busy}
                busyLabel="Making…"
                onClick={() => (status.active ? setAsking('replace') : void create())}
              >
                {status.active ? 'Make a new address' : 'Make a feed address'}
              </Button>
              {status.active ? (
                <Button variant="danger" onClick={() => setAsking('revoke')}>
                  Revoke the feed
                </Button>
              ) : null}
            </div>
          </>
        )}
      </Loaded>
      {asking === 'replace' ? (
        <ConfirmDialog
          title="Make a new feed address?"
          text="The current address stops working: calendars subscribed to it no longer update."
          confirmLabel="Make a new address"
          onConfirm={() => create(true)}
          onClose={() => setAsking(undefined)}
        />
      ) : null}
      {asking === 'revoke' ? (
        <ConfirmDialog
          title="Revoke your calendar feed?"
          text="Calendars subscribed to it no longer receive your meetings. You can make a new address later."
          confirmLabel="Revoke the feed"
          tone="danger"
          onConfirm={async () => {
            await callApi<typeof revokeMeetingFeed>({ method: 'POST', path: '/api/meetings/feed/revoke' });
            setAddress(undefined);
            feed.reload();
            announce('Your calendar feed is revoked. Its address no longer works.');
          }}
          onClose={() => setAsking(undefined)}
        />
      ) : null}
    </Section>
  );
}
