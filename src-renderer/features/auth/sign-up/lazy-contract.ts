import type { Resolver } from 'react-hook-form';
import { STEPS, type SignUpValues, type StepId } from './sign-up-form';

/** The checks with the shared contract, loaded once, when the visitor first needs them. */
export function loadSignUpContract() {
  return import('./contract');
}

/**
 * "Next" checks only the step on screen, so each step has its own resolver over the same form;
 * the zod schemas behind it arrive with the contract the first time a step is checked.
 */
export const STEP_RESOLVERS = Object.fromEntries(
  STEPS.map(({ id }) => [
    id,
    (async (values, context, options) => {
      const { ZOD_STEP_RESOLVERS } = await loadSignUpContract();
      return ZOD_STEP_RESOLVERS[id](values, context, options);
    }) satisfies Resolver<SignUpValues>,
  ]),
) as Record<StepId, Resolver<SignUpValues>>;
