// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('renders a type=button <button> by default', () => {
    render(<Button>Book Now</Button>);
    const button = screen.getByRole('button', { name: 'Book Now' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('renders a link when given href', () => {
    render(
      <Button href="/allhotel/" variant="secondary">
        Explore More Hotel
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Explore More Hotel' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/allhotel/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not fire clicks while loading and says it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes submit type and disabled through', () => {
    render(
      <Button type="submit" disabled>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(true);
  });
});
