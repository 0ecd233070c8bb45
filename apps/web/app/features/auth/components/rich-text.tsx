import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` placeholders of a translated text with elements (links inside a checkbox label), so each
 * locale keeps its own word order: "I accept the {terms}" / "Ich akzeptiere die {terms}".
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/(\{\w+\})/g);
  return (
    <>
      {pieces.map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return (
          <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>
        );
      })}
    </>
  );
}
