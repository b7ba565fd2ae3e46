/**
 * JSON that is safe inside an HTML `<script>` element: no `</script>`, no `<!--`, and no line
 * separators that older parsers treat as line ends.
 */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
