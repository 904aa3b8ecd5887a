/** The id of a question's disclosure; its admin tools' ids start with it. */
export const questionAnchor = (id: number) => `question-${id}`;
