import { Fragment } from 'react';
import { Link } from 'react-router';
import { blocksOf, type Segment } from './answer-text';

function Segments({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => {
    if ('text' in segment) return <Fragment key={index}>{segment.text}</Fragment>;
    return segment.external ? (
      <a key={index} href={segment.href} rel="noopener noreferrer">
        {segment.href}
      </a>
    ) : (
      <Link key={index} to={segment.href}>
        {segment.href}
      </Link>
    );
  });
}

/** An answer's plain text as paragraphs, lists and links; React escapes every character of it. */
export function AnswerText({ answer }: { answer: string }) {
  return blocksOf(answer).map((block, index) => {
    if (block.kind === 'paragraph') {
      return (
        <p key={index}>
          {block.lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              <Segments segments={line} />
            </Fragment>
          ))}
        </p>
      );
    }
    const List = block.kind === 'ordered' ? 'ol' : 'ul';
    return (
      <List key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Segments segments={item} />
          </li>
        ))}
      </List>
    );
  });
}
