/*
 * Where the benefit pages sit, apart from the cards of the benefits index: each page's
 * breadcrumb needs only this, and the cards' text stays with the index's server-rendered part.
 */
export const BENEFITS_PATH = '/benefits';
export const BENEFITS_TRAIL = [{ name: 'Benefits', path: BENEFITS_PATH }];
