/**
 * Text whose hyphenated words ('Mirror-Breaker', 'Kiki-Jiki') never break at their hyphen, so a
 * card name is read whole; the text still wraps at its spaces.
 */
export function UnbrokenHyphens({ text }: { text: string }) {
  // Split around each word holding a hyphen: those are the odd parts.
  const parts = text.split(/(\S*-\S*)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
