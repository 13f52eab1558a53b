import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#lib/i18n/catalogues.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

async function openContact() {
  const app = renderApp('/terms-and-conditions');
  await app.user.click(await screen.findByRole('button', { name: 'Contact Us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
  const fillValid = async () => {
    await app.user.type(within(dialog).getByLabelText('Name'), 'Ana');
    await app.user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await app.user.type(within(dialog).getByLabelText('Message'), 'When is the appeal deadline? 🏡');
  };
  const send = () => app.user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
  const status = () => within(dialog).getByRole('status');
  return { ...app, dialog, fillValid, send, status };
}

describe('Contact Us dialog', () => {
  it('has the subtitle, the fields, a 4-row message and the 425px cap', async () => {
    mockFetch({});
    const { dialog } = await openContact();
    expect(within(dialog).getByText("We'd love to hear from you")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('rows', '4');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.className).toContain('max-w-[425px]');
  });

  it('requires every field and sends nothing', async () => {
    const api = mockFetch({});
    const { dialog, send } = await openContact();
    await send();
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows Sending..., then "Message sent successfully!" and resets the form', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockFetch({
      'POST /api/contact': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { dialog, fillValid, send, status } = await openContact();
    await fillValid();
    await send();
    await waitFor(() => expect(status()).toHaveTextContent('Sending...'));
    answer(json({ success: true, message: 'Thanks, we will reply soon.' }));
    await waitFor(() => expect(status()).toHaveTextContent('Message sent successfully!'));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(api.calls('POST /api/contact')[0]?.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'When is the appeal deadline? 🏡',
      website: '',
    });
  });

  it('shows the server message on failure and keeps the text', async () => {
    mockFetch({
      'POST /api/contact': () => json({ error: 'Too many messages. Please try again later.' }, 429),
    });
    const { dialog, fillValid, send, status } = await openContact();
    await fillValid();
    await send();
    await waitFor(() => expect(status()).toHaveTextContent('Too many messages. Please try again later.'));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ana');
  });

  it('falls back to the default failure text', async () => {
    mockFetch({
      'POST /api/contact': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { fillValid, send, status } = await openContact();
    await fillValid();
    await send();
    await waitFor(() => expect(status()).toHaveTextContent('Failed to send message. Please try again.'));
  });
});

describe('Contact Us in Spanish (decision 264)', () => {
  it('labels, checks, status and a refusal by its code in Spanish', async () => {
    await loadCatalogue('es');
    mockFetch({
      'POST /api/contact': () =>
        json({ error: 'Too many messages. Please try again later.', code: 'rate_limited' }, 429),
    });
    const { user } = renderApp('/terms-and-conditions', { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Contáctenos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contáctenos' });
    expect(within(dialog).getByText('Nos encantaría saber de usted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(dialog).findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('El mensaje es obligatorio.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Ana');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Mensaje'), '¿Cuándo vence la apelación?');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
      ),
    );
    expect(dialog.textContent).not.toMatch(/Too many|Send Message|Name/);
  });
});
