/** DCSA's timestamp classifiers: planned, estimated, actual. */
export const TIMESTAMP_CLASSIFIERS = ['PLN', 'EST', 'ACT'] as const;
export type TimestampClassifier = (typeof TIMESTAMP_CLASSIFIERS)[number];

/** The more certain a classifier, the higher: actual over estimated over planned. */
export function classifierRank(classifier: TimestampClassifier): number {
  return TIMESTAMP_CLASSIFIERS.indexOf(classifier);
}

/** How far ahead schedules are pulled from carriers and generated as samples, in weeks. */
export const SCHEDULE_HORIZON_WEEKS = 26;
