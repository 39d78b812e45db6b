import { describe, expect, it } from 'vitest';
import { htmlHasContent, htmlToText } from './html-text';

describe('rich text read as text', () => {
  it('counts an image or any visible character as content, never empty markup or spaces', () => {
    expect(htmlHasContent('<p></p>')).toBe(false);
    expect(htmlHasContent('<p><br></p><p>&nbsp;&#8203;\u200B</p>')).toBe(false);
    expect(htmlHasContent('<p><img src="/uploads/a.png" alt=""></p>')).toBe(true);
    expect(htmlHasContent('<p>0</p>')).toBe(true);
  });

  it('gives the plain words, entities decoded and spaces collapsed', () => {
    expect(
      htmlToText(
        '<p>Give &lt;5 mg&gt;</p>\n<p>of &quot;drug&quot; &amp; water&#39;s&nbsp;volume</p>',
      ),
    ).toBe('Give <5 mg> of "drug" & water\'s volume');
    expect(htmlToText('<p></p>')).toBe('');
  });
});
