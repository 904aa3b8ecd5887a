import {
  PROTECTION_COVER_STEP_USD,
  setProtectionCover,
  type MemberDetail,
} from '../../../shared/api/members';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { groupThousands } from '../../../shared/domain/numbers';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { SelectField, TextAreaField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Section } from '../../components/kit/Section';
import text from '../../components/kit/text.module.css';

const COVER_OPTIONS = Array.from(
  { length: (PAYMENT_PROTECTION_MAX_USD - PAYMENT_PROTECTION_MIN_USD) / PROTECTION_COVER_STEP_USD + 1 },
  (_, step) => PAYMENT_PROTECTION_MIN_USD + step * PROTECTION_COVER_STEP_USD,
);

export function CoverForm({
  detail,
  onSaved,
}: {
  detail: MemberDetail;
  onSaved: (detail: MemberDetail) => void;
}) {
  const current = detail.company.protectionCoverMinor / 100;
  const api = useApiForm({
    endpoint: setProtectionCover,
    defaultValues: { companyId: detail.company.id, coverUsd: current, reason: '' },
    onSuccess: (updated, values) => {
      onSaved(updated);
      api.form.reset({ ...values, reason: '' });
      return `The cover is now US$${groupThousands(values.coverUsd)} a year.`;
    },
  });
  return (
    <Section panel title="Payment protection cover" headingLevel={3}>
      <p className={text.muted}>
        Premium members may report shipments up to this amount a year. Now US${groupThousands(current)}.
      </p>
      <ApiFormFrame
        api={api}
        label="Payment protection cover"
        submitLabel="Change the cover"
        busyLabel="Saving…"
      >
        <SelectField label="Cover a year (US$)" {...api.field('coverUsd', { valueAsNumber: true })}>
          {COVER_OPTIONS.map((usd) => (
            <option key={usd} value={usd}>
              {groupThousands(usd)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Reason" rows={2} {...api.field('reason')} />
      </ApiFormFrame>
    </Section>
  );
}
