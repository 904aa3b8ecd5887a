import type { z } from 'zod';
import {
  COMPANY_SIZE_LABELS,
  type cargoesFinanceDemoBodySchema,
  type erpEnquiryBodySchema,
  type searatesErpDemoBodySchema,
} from '../../../shared/api/enquiries';
import type { FormNotice } from './emails';

type Fields<S extends z.ZodType> = Omit<z.output<S>, 'idempotencyKey' | 'captchaToken' | 'attribution'>;

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
