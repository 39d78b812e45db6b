import clsx from 'clsx';
import { Typography, type BoxProps } from '@mantine/core';
import classes from './question.module.css';

type HtmlContentProps = BoxProps & {
  /** HTML the server sanitized when it was stored; nothing else may be passed here. */
  html: string;
  inline?: boolean;
};

/** Question, option and explanation text as stored (sanitized server-side on save). */
export function HtmlContent({ html, inline = false, ...boxProps }: HtmlContentProps) {
  if (inline) {
    return <span className={classes.inlineHtml} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Typography {...boxProps} className={clsx(classes.richText, boxProps.className)}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
