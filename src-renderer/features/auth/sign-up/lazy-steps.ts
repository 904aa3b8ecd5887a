import { lazy } from 'react';
import { loadSignUpContract } from './lazy-contract';

/*
 * The first step is all the server renders; the later steps, the bot check, the contract's
 * checks and the sending of the application arrive once the visitor starts on the form.
 */
const loadStepContact = () => import('./StepContact');
const loadStepPhone = () => import('./StepPhone');
const loadStepPassword = () => import('./StepPassword');
const loadStepAgreements = () => import('./StepAgreements');
const loadCaptcha = () => import('../../../components/captcha/Captcha');
export const StepContact = lazy(() => loadStepContact().then((module) => ({ default: module.StepContact })));
export const StepPhone = lazy(() => loadStepPhone().then((module) => ({ default: module.StepPhone })));
export const StepPassword = lazy(() =>
  loadStepPassword().then((module) => ({ default: module.StepPassword })),
);
export const StepAgreements = lazy(() =>
  loadStepAgreements().then((module) => ({ default: module.StepAgreements })),
);
export const Captcha = lazy(() => loadCaptcha().then((module) => ({ default: module.Captcha })));

export function loadLaterSteps() {
  void Promise.all([
    loadSignUpContract(),
    loadStepContact(),
    loadStepPhone(),
    loadStepPassword(),
    loadStepAgreements(),
    loadCaptcha(),
    import('./send-application'),
  ]);
}
