import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './dialog.tsx';
import { TextField } from './field.tsx';
import { Progress } from './progress.tsx';
import { Spinner } from './spinner.tsx';

describe('UI primitives', () => {
  it('Button: isLoading disables it and marks it busy', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('TextField: label, error and hint are wired for assistive technology', () => {
    const { rerender } = render(<TextField label="Phone Number" hint="Optional" />);
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAccessibleDescription('Optional');
    rerender(<TextField label="Phone Number" hint="Optional" error="Phone number must be 10 digits." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Phone number must be 10 digits.');
  });

  it('Dialog: opens from its trigger with a title, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <button type="button">Open</button>
        </DialogTrigger>
        <DialogContent title="Hello" description="A short note">
          <p>Body</p>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Hello' })).toHaveAccessibleDescription('A short note');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('Progress, Spinner and Alert expose their roles', () => {
    render(
      <>
        <Progress value={42.4} label="Upload progress" />
        <Spinner label="Loading results" />
        <Alert variant="error">Something failed</Alert>
        <Alert variant="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('Loading results')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    expect(screen.getAllByRole('status').some((element) => element.textContent === 'Saved')).toBe(true);
  });
});
