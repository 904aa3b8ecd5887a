import type { z } from 'zod';
import {
  COMPANY_SIZE_LABELS,
  SHIPPING_MODE_LABELS,
  type cargoesFinanceDemoBodySchema,
  type erpEnquiryBodySchema,
  type leadFormBodySchema,
  type searatesErpDemoBodySchema,
} from '../../../shared/api/enquiries';
import type { FormNotice } from './emails';

type Fields<S extends z.ZodType> = Omit<z.output<S>, 'idempotencyKey' | 'captchaToken' | 'attribution'>;

/** A shipper's request: the team checks it and passes it to members as a shipping lead. */
export function leadFormNotice(lead: Fields<typeof leadFormBodySchema>): FormNotice {
  return {
    kind: 'lead-form',
    subject: `Shipping lead: ${lead.origin} to ${lead.destination} (${SHIPPING_MODE_LABELS[lead.mode]})`,
    intro: `A shipper asked for a quote through the shipping leads form. Check the request and publish it to members; ${lead.email} expects offers by email.`,
    details: [
      ['From', lead.origin],
      ['To', lead.destination],
      ['Mode', SHIPPING_MODE_LABELS[lead.mode]],
      ['Cargo ready', lead.readyDate],
      ['Name', lead.name],
      ['Company', lead.company],
      ['Email', lead.email],
      ['Phone', lead.phone],
    ],
    message: lead.cargo,
  };
}

export function cargoesFinanceDemoNotice(request: Fields<typeof cargoesFinanceDemoBodySchema>): FormNotice {
  return {
    kind: 'cargoes-finance-demo',
    subject: `Cargoes Finance demo request from ${request.company}`,
    intro: `A company asked for a Cargoes Finance demo. Arrange a call with ${request.email} within two working days.`,
    details: [
      ['Name', request.name],
      ['Company', request.company],
      ['Country', request.country],
      ['Email', request.email],
      ['Phone', request.phone],
    ],
    message: request.message,
  };
}

export function searatesErpDemoNotice(request: Fields<typeof searatesErpDemoBodySchema>): FormNotice {
  return {
    kind: 'searates-erp-demo',
    subject: `SeaRates ERP demo request from ${request.company}`,
    intro: `A forwarder asked for a SeaRates ERP demo. Arrange a call with ${request.email} within two working days.`,
    details: [
      ['Name', request.name],
      ['Company', request.company],
      ['Company size', COMPANY_SIZE_LABELS[request.companySize]],
      ['Email', request.email],
      ['Phone', request.phone],
    ],
    message: request.message,
  };
}

export function erpEnquiryNotice(enquiry: Fields<typeof erpEnquiryBodySchema>): FormNotice {
  return {
    kind: 'erp-enquiry',
    subject: `ERP enquiry from ${enquiry.company}`,
    intro: `A company sent an ERP enquiry. Answer ${enquiry.email} within two working days.`,
    details: [
      ['Name', enquiry.name],
      ['Role', enquiry.role],
      ['Company', enquiry.company],
      ['Company size', COMPANY_SIZE_LABELS[enquiry.companySize]],
      ['Current system', enquiry.currentSystem],
      ['Email', enquiry.email],
      ['Phone', enquiry.phone],
    ],
    message: enquiry.message,
  };
}
