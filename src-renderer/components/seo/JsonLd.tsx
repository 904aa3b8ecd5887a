/** Structured data as a JSON script; `<` is escaped so content can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown>[] }) {
  const json = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
