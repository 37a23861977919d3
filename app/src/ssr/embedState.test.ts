import { describe, expect, it } from 'vitest';
import { readEmbeddedState, serializeState, STATE_ELEMENT_ID } from './embedState.ts';

const hostile = {
  title: '</script><script>alert(1)</script>\u2028<!-- & -->\u2029',
  nested: [{ text: '<img src=x onerror=alert(1)>' }],
};

describe('serializeState', () => {
  it('leaves no character that can end the script element or break a parser', () => {
    const json = serializeState(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u2028');
  });

  it('reads back exactly what went in', () => {
    expect(JSON.parse(serializeState(hostile))).toEqual(hostile);
  });

  it('survives an HTML parser as one script element whose text is the state', () => {
    document.body.innerHTML = `<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(hostile)}</script><p id="after">after</p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readEmbeddedState(document)).toEqual(hostile);
    expect(document.getElementById('after')?.textContent).toBe('after');
  });
});

describe('readEmbeddedState', () => {
  it('is undefined without the element or with broken JSON', () => {
    document.body.innerHTML = '';
    expect(readEmbeddedState(document)).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${STATE_ELEMENT_ID}">{</script>`;
    expect(readEmbeddedState(document)).toBeUndefined();
  });
});
