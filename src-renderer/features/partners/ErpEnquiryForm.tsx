import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { erpEnquiry, erpEnquiryBodySchema, MESSAGE_MAX } from '../../../shared/api/enquiries';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
import { CompanySizeOptions } from '../../components/forms/CompanySizeOptions';
import {
  CompanyField,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';

const enquiryFields = erpEnquiryBodySchema.omit(FORM_ENVELOPE_KEYS);
type EnquiryValues = z.output<typeof enquiryFields>;
const FIELDS = [
  'company',
  'role',
  'companySize',
  'currentSystem',
  'message',
  'name',
  'email',
  'phone',
] as const;

export function ErpEnquiryForm({ labelledBy }: { labelledBy: string }) {
  const {
    formId,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm({
    resolver: zodResolver(enquiryFields),
    defaultValues: { company: '', role: '', currentSystem: '', message: '', name: '', email: '', phone: '' },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<EnquiryValues>(
    erpEnquiry,
    FIELDS,
    { setError, reset },
  );

  if (sentTo !== undefined) {
    return (
      <FormThanks
        heading="Thank you for your enquiry"
        againLabel="Send another enquiry"
        onAgain={sendAnother}
      >
        <p>
          An ERP specialist aims to answer <strong>{sentTo}</strong> within two working days, with answers to
          your questions and, if you wish, a time for a demo on your own shipments.
        </p>
      </FormThanks>
    );
  }

  return (
    <FormShell
      id={formId}
      labelledBy={labelledBy}
      action="erp-enquiry"
      submitLabel="Send enquiry"
      submitting={isSubmitting}
      formError={formError}
      captcha={captcha}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <CompanyField error={errors.company?.message} {...register('company')} />
      <TextField
        label="Your role"
        hint="For example: managing director, operations manager, IT lead"
        autoComplete="organization-title"
        error={errors.role?.message}
        {...register('role')}
      />
      <SelectField label="Company size" error={errors.companySize?.message} {...register('companySize')}>
        <CompanySizeOptions />
      </SelectField>
      <TextField
        label="Current system"
        optional="optional"
        hint="What you run operations on today: another ERP, an in-house tool, spreadsheets"
        error={errors.currentSystem?.message}
        {...register('currentSystem')}
      />
      <TextAreaField
        label="Your enquiry"
        rows={5}
        maxLength={MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
      <NameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
    </FormShell>
  );
}
