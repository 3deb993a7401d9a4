import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, type FormFieldProps } from './form-field';

// JSX-free (the unit tests are .ts): the field around a plain input or textarea.
const render = (props: Omit<FormFieldProps, 'children'>, tag: 'input' | 'textarea' = 'input') =>
  renderToStaticMarkup(createElement(FormField, { ...props, children: (control) => createElement(tag, control) }));

describe('FormField', () => {
  it('labels the control and links its description', () => {
    const html = render({ id: 'pw', label: 'Password', required: true, description: 'At least 6 characters.' });
    expect(html).toContain('<label for="pw"');
    expect(html).toContain('<span aria-hidden="true" class="text-red-600 dark:text-red-400"> *</span></label>');
    expect(html).toContain('<input id="pw" aria-describedby="pw-hint" aria-required="true"/>');
    expect(html).toContain('<p id="pw-hint"');
    expect(html).not.toContain('role="alert"');
  });

  it('shows an error instead of the description, announced and linked, and marks the control invalid', () => {
    const html = render({ id: 'bio', label: 'About you', description: 'Optional.', error: 'Too long' }, 'textarea');
    expect(html).toContain('<textarea id="bio" aria-invalid="true" aria-describedby="bio-error"></textarea>');
    expect(html).toContain('<p id="bio-error" role="alert"');
    expect(html).toContain('Too long');
    expect(html).not.toContain('Optional.');
  });

  it('generates an id when none is given, and can keep the label for screen readers only', () => {
    const html = render({ label: 'Sort by', hideLabel: true });
    const id = /<label for="([^"]+)" class="sr-only">/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<input id="${id}"/>`);
  });
});
