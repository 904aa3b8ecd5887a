import { useContext } from 'react';
import { Link } from 'react-router';
import { inlineNodes } from '../../../shared/dictionary/rich-text';
import type { Inline, RichText as RichTextValue } from '../../../shared/dictionary/schema';
import { richTextHref, TermExistsContext } from './term-links';

function InlineNode({ node }: { node: Inline }) {
  const termExists = useContext(TermExistsContext);
  if (typeof node === 'string') return node;
  if ('strong' in node) return <strong>{node.strong}</strong>;
  const href = richTextHref(node.link, termExists);
  return href ? <Link to={href}>{node.text}</Link> : node.text;
}

/** Term text as React elements: structured nodes only, so content can never inject markup. */
export function RichText({ text }: { text: RichTextValue }) {
  return (
    <>
      {inlineNodes(text).map((node, position) => (
        <InlineNode key={position} node={node} />
      ))}
    </>
  );
}
