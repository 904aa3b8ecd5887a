import type { Crumb } from '../../components/seo/Seo';

export const FORWARDER_INDEX_PATH = '/freight-forwarder';
export const FORWARDER_INDEX_CRUMB: Crumb = { name: 'Forwarders by country', path: FORWARDER_INDEX_PATH };
