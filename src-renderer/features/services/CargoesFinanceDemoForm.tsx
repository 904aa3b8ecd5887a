import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cargoesFinanceDemo, cargoesFinanceDemoBodySchema, MESSAGE_MAX } from '../../../shared/api/enquiries';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
import {
  CompanyField,
  EmailField,
  NameField,
  PhoneField,
  TextAreaField,
  TextField,
} from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';

const demoFields = cargoesFinanceDemoBodySchema.omit(FORM_ENVELOPE_KEYS);
type DemoValues = z.output<typeof demoFields>;
const FIELDS = ['name', 'company', 'country', 'email', 'phone', 'message'] as const;

export function CargoesFinanceDemoForm({ labelledBy }: { labelledBy: string }) {
  const {
    formId,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm({
    resolver: zodResolver(demoFields),
    defaultValues: { name: '', company: '', country: '', email: '', phone: '', message: '' },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<DemoValues>(
    cargoesFinanceDemo,
    FIELDS,
    { setError, reset },
  );

  if (sentTo !== undefined) {
    return (
      <FormThanks heading="Your demo request is in" againLabel="Send another request" onAgain={sendAnother}>
        <p>
          We aim to email <strong>{sentTo}</strong> within two working days to arrange a call with the Cargoes
          Finance team, who will walk you through the platform using your own trade flows.
        </p>
      </FormThanks>
    );
  }

  return (
    <FormShell
      id={formId}
      labelledBy={labelledBy}
      action="cargoes-finance-demo"
      submitLabel="Request a demo"
      submitting={isSubmitting}
      formError={formError}
      captcha={captcha}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <NameField error={errors.name?.message} {...register('name')} />
      <CompanyField error={errors.company?.message} {...register('company')} />
      <TextField
        label="Country"
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <TextAreaField
        label="What would you like to finance?"
        optional="optional"
        rows={4}
        maxLength={MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
    </FormShell>
  );
}
