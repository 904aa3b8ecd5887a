import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  leadForm,
  leadFormBodySchema,
  MESSAGE_MAX,
  SHIPPING_MODE_LABELS,
  SHIPPING_MODES,
} from '../../../shared/api/enquiries';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
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

const leadFields = leadFormBodySchema.omit(FORM_ENVELOPE_KEYS);
type LeadValues = z.output<typeof leadFields>;
const FIELDS = [
  'origin',
  'destination',
  'mode',
  'cargo',
  'readyDate',
  'name',
  'company',
  'email',
  'phone',
] as const;

/** A shipper's request for quotes, published to members as a shipping lead. */
export function ShippingLeadForm({ labelledBy }: { labelledBy: string }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(leadFields),
    defaultValues: {
      origin: '',
      destination: '',
      cargo: '',
      readyDate: '',
      name: '',
      company: '',
      email: '',
      phone: '',
    },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<LeadValues>(leadForm, FIELDS, {
    setError,
    reset,
  });

  if (sentTo !== undefined) {
    return (
      <FormThanks heading="Your request is with us" againLabel="Request another quote" onAgain={sendAnother}>
        <p>
          We check each request and publish it to DFA members within one working day. Forwarders who can move
          your cargo send their quotes to <strong>{sentTo}</strong>; compare them and reply to the one you
          choose.
        </p>
      </FormThanks>
    );
  }

  return (
    <FormShell
      labelledBy={labelledBy}
      action="lead-form"
      submitLabel="Request quotes"
      submitting={isSubmitting}
      formError={formError}
      captcha={captcha}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        label="Ships from"
        hint="City, port or airport, and country"
        error={errors.origin?.message}
        {...register('origin')}
      />
      <TextField
        label="Ships to"
        hint="City, port or airport, and country"
        error={errors.destination?.message}
        {...register('destination')}
      />
      <SelectField label="Mode of transport" error={errors.mode?.message} {...register('mode')}>
        <option value="">Choose a mode</option>
        {SHIPPING_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {SHIPPING_MODE_LABELS[mode]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Cargo"
        hint="What the goods are, how they are packed, and the weight, volume or number of containers"
        rows={4}
        maxLength={MESSAGE_MAX}
        error={errors.cargo?.message}
        {...register('cargo')}
      />
      <TextField
        label="Cargo ready on"
        type="date"
        error={errors.readyDate?.message}
        {...register('readyDate')}
      />
      <NameField error={errors.name?.message} {...register('name')} />
      <CompanyField optional="optional" error={errors.company?.message} {...register('company')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
    </FormShell>
  );
}
