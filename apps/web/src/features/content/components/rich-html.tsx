import { Typography, type BoxProps } from '@mantine/core';

/**
 * HTML the server stored after sanitizing it (question, explanation, option). Rendered as
 * is: the server's allowlist is what keeps it safe.
 */
export function RichHtml({ html, ...props }: BoxProps & { html: string }) {
  return (
    <Typography {...props}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
