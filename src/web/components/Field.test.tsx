// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CheckboxField, SelectField, TextField, TextareaField } from './Field';

afterEach(cleanup);

function describedBy(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('Field', () => {
  it('associates the label with the input', () => {
    render(<TextField label="Email Address" type="email" name="email" />);
    const input = screen.getByLabelText('Email Address');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('links the hint through aria-describedby', () => {
    render(<TextField label="Mobile" hint="10 digits" />);
    expect(describedBy(screen.getByLabelText('Mobile'))).toBe('10 digits');
  });

  it('announces an error and marks the input invalid', () => {
    render(
      <TextField
        label="Password"
        type="password"
        hint="8+ characters"
        error="Password is required"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('Password is required');
    expect(describedBy(input)).toContain('8+ characters');
    expect(screen.getByRole('alert').textContent).toContain('Password is required');
  });

  it('marks required fields without a native required attribute', () => {
    render(<TextField label="Full Name" required />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('keeps a caller-provided id and aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <TextField label="City" id="city" aria-describedby="extra" error="Required" />
      </>,
    );
    const input = screen.getByLabelText('City');
    expect(input.id).toBe('city');
    expect(describedBy(input)).toBe('Required Extra help');
  });

  it('wires select, textarea and checkbox the same way', () => {
    render(
      <>
        <SelectField label="Cancellation Type" error="Choose one">
          <option value="full">Full Cancellation</option>
        </SelectField>
        <TextareaField label="Remarks" />
        <CheckboxField label="Wi-Fi" error="Pick one" />
      </>,
    );
    const select = screen.getByLabelText('Cancellation Type');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Remarks').tagName).toBe('TEXTAREA');
    const box = screen.getByRole('checkbox', { name: 'Wi-Fi' });
    expect(describedBy(box)).toBe('Pick one');
  });
});
