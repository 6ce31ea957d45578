/**
 * The one spinner of the site, decorative (the text beside it says what is happening).
 * "large" for a page or panel that waits; "small" inside a button or a line of text, drawn in the
 * text's own colour.
 */
export function Spinner({ size = 'large' }: { size?: 'large' | 'small' }) {
  return (
    <span className={size === 'small' ? 'spinner spinner--small' : 'spinner'} aria-hidden="true" />
  );
}
