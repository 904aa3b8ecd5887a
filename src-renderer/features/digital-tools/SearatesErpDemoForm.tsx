import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGE_MAX, searatesErpDemo, searatesErpDemoBodySchema } from '../../../shared/api/enquiries';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
import { CompanySizeOptions } from '../../components/forms/CompanySizeOptions';
import {
  CompanyField,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
} from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';

const demoFields = searatesErpDemoBodySchema.omit(FORM_ENVELOPE_KEYS);
type DemoValues = z.output<typeof demoFields>;
const FIELDS = ['name', 'company', 'companySize', 'email', 'phone', 'message'] as const;

export function SearatesErpDemoForm({ labelledBy }: { labelledBy: string }) {
  const {
    formId,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm({
    resolver: zodResolver(demoFields),
    defaultValues: { name: '', company: '', email: '', phone: '', message: '' },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<DemoValues>(
    searatesErpDemo,
    FIELDS,
    { setError, reset },
  );

  if (sentTo !== undefined) {
    return (
      <FormThanks heading="Your demo request is in" againLabel="Send another request" onAgain={sendAnother}>
        <p>
          We aim to email <strong>{sentTo}</strong> within two working days to book a live demo of the ERP:
          quotes, bookings, shipment files and invoicing, shown on the kind of shipments you handle.
        </p>
      </FormThanks>
    );
  }

  return (
    <FormShell
      id={formId}
      labelledBy={labelledBy}
      action="searates-erp-demo"
      submitLabel="Book a demo"
      submitting={isSubmitting}
      formError={formError}
      captcha={captcha}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <NameField error={errors.name?.message} {...register('name')} />
      <CompanyField error={errors.company?.message} {...register('company')} />
      <SelectField label="Company size" error={errors.companySize?.message} {...register('companySize')}>
        <CompanySizeOptions />
      </SelectField>
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <TextAreaField
        label="What should the demo cover?"
        optional="optional"
        rows={4}
        maxLength={MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
    </FormShell>
  );
}
