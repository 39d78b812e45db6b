import { describe, expect, it } from 'vitest';
import { checkImage, looksLikeSvg } from './images';
import { createRichTextSanitizer, isPlainFormatting, sanitizeSvg } from './sanitize';

const OWN = `/uploads/${'a'.repeat(64)}.png`;
const sanitize = createRichTextSanitizer((src) => src === OWN);

describe('rich text sanitizer', () => {
  it('keeps formatting, lists, tables, our own images and safe links', () => {
    const html = [
      '<h2>Title</h2>',
      '<p style="text-align: center">Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s>, H<sub>2</sub>O, x<sup>2</sup> and <code>code</code></p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote>quoted</blockquote><pre><code>block</code></pre><hr />',
      '<table><thead><tr><th>Drug</th></tr></thead><tbody><tr><td colspan="2">Morphine</td></tr></tbody></table>',
      `<p><img src="${OWN}" alt="chart" /></p>`,
    ].join('');
    // Styles come back normalised ('text-align:center'); everything else is kept as is.
    expect(sanitize(html)).toBe(html.replace('text-align: center', 'text-align:center'));
    expect(sanitize('<a href="https://example.org/guide">guide</a>')).toBe(
      '<a href="https://example.org/guide" rel="noopener noreferrer nofollow">guide</a>',
    );
    expect(sanitize('<a href="mailto:help@example.org" target="_self">mail</a>')).toBe(
      '<a href="mailto:help@example.org" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    [
      'an image error handler',
      `<img src="${OWN}" onerror="alert(1)" />`,
      `<img src="${OWN}" alt="" />`,
    ],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'an obfuscated javascript: link',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    ['an iframe', '<iframe src="https://evil.example/"></iframe><p>ok</p>', '<p>ok</p>'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf" />ok', 'ok'],
    ['a foreign image', '<img src="https://tracker.example/pixel.png" />ok', 'ok'],
    ['an image from a lookalike path', '<img src="/uploads/../secret.png" />', ''],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" />', ''],
    ['a style block', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    [
      'a dangerous style',
      '<p style="background:url(javascript:alert(1));position:fixed">x</p>',
      '<p>x</p>',
    ],
    ['a form', '<form action="https://evil.example"><input name="password" /></form>', ''],
    ['an svg with script', '<svg><script>alert(1)</script></svg>x', 'x'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example" />x', 'x'],
    ['a base tag', '<base href="https://evil.example/" />x', 'x'],
    ['an unclosed script', '<p>a</p><script>alert(1)', '<p>a</p>'],
    [
      'a protocol-relative link',
      '<a href="//evil.example">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
  ])('removes %s', (_name, hostile, expected) => {
    const clean = sanitize(hostile);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it('gives an image without a description an empty alt', () => {
    expect(sanitize(`<p><img src="${OWN}"></p>`)).toBe(`<p><img src="${OWN}" alt="" /></p>`);
  });

  it('escapes markup characters in plain text and is stable on its own output', () => {
    expect(sanitize('5 < 7 & 9 > 3')).toBe('5 &lt; 7 &amp; 9 &gt; 3');
    for (const html of [
      '<p>a &amp; b&nbsp;c</p>',
      '5 < 7 & 9 > 3',
      `<p><img src="${OWN}" alt="a" /></p>`,
    ]) {
      const once = sanitize(html);
      expect(sanitize(once)).toBe(once);
    }
    expect(sanitize('  plain option  ')).toBe('plain option');
  });

  it('turns rich text with neither text nor image into an empty string', () => {
    for (const html of [
      '<p></p>',
      '<p><br></p>',
      '<p><br /></p>',
      '<p> </p><p></p>',
      '<p>&nbsp;</p>',
      '<p>\u200B</p>',
      '<p style="text-align: center"><strong> </strong></p>',
      `<p><img src="https://elsewhere.example/pixel.png"></p>`,
    ]) {
      expect(sanitize(html), html).toBe('');
    }
    expect(sanitize(`<p><img src="${OWN}" alt="ECG"></p>`)).toContain('<img');
    expect(sanitize('<p>0</p>')).toBe('<p>0</p>');
  });
});

describe('the plain formatting shortcut', () => {
  it.each([
    ['plain text', 'Morphine 5 mg', true],
    ['nested formatting', '<p>A <strong>bold <em>claim</em></strong> &amp; more<br></p>', true],
    ['a list', '<ul><li>one</li><li>two</li></ul>', true],
    ['an attribute', '<p class="x">a</p>', false],
    ['an unknown tag', '<p><script>x()</script></p>', false],
    ['a comment', '<!-- <script> -->', false],
    ['a stray <', '5 < 7', false],
    ['a bare &', 'salt & pepper', false],
    ['misnested tags', '<p><strong>a</p></strong>', false],
    ['an unclosed tag', '<p>a', false],
    ['a closed void tag', '<br></br>', false],
    ['an uppercase tag', '<P>a</P>', false],
    ['an image', `<img src="${OWN}">`, false],
  ])('%s', (_name, html, plain) => {
    expect(isPlainFormatting(html)).toBe(plain);
  });
});

describe('SVG images', () => {
  it('removes scripts, handlers, styles, embedded HTML and foreign references', () => {
    const hostile = `<?xml version="1.0"?>
<!DOCTYPE svg>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(1)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>
  <rect width="10" height="10" fill="url(#g)" onclick="alert(2)"/>
  <rect width="5" height="5" fill="url(https://evil.example/track)"/>
  <use href="https://evil.example/sprite.svg#a"/>
  <use xlink:href="#g"/>
  <image href="https://evil.example/pixel.png"/>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(1)"><text x="1" y="5">Hi</text></a>
</svg>`;
    const clean = sanitizeSvg(hostile)!;
    expect(clean).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use xlink:href="#g">');
    expect(clean).toContain('<text x="1" y="5">Hi</text>');
    expect(clean).not.toMatch(
      /script|onload|onclick|evil|iframe|foreignObject|<style|<image|javascript/i,
    );
  });

  it('refuses entity declarations and text that is not an SVG', () => {
    expect(
      sanitizeSvg(
        '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      ),
    ).toBeNull();
    expect(() => checkImage(Buffer.from('<html><body><svg></svg></body></html>'))).toThrow(
      'Only JPG, PNG, GIF, WEBP and SVG images can be uploaded',
    );
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(
      looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- icon -->\n<svg></svg>')),
    ).toBe(true);
  });

  it('stores the sanitized SVG, not the uploaded one', () => {
    const image = checkImage(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/><script>x()</script></svg>',
      ),
    );
    expect(image.extension).toBe('svg');
    expect(image.bytes.toString('utf8')).not.toMatch(/onload|script/);
    expect(image.bytes.toString('utf8')).toContain('<circle r="4">');
  });
});
