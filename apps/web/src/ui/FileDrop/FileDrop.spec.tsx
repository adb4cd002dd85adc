import { act, fireEvent, render, screen } from '@testing-library/react';
import { FileDrop } from './FileDrop';

interface Pending {
  file: File;
  progress: (fraction: number) => void;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

function setup() {
  const pending: Pending[] = [];
  const onUploaded = jest.fn<void, [File, string]>();
  const upload = (file: File, progress: (fraction: number) => void) =>
    new Promise<string>((resolve, reject) => pending.push({ file, progress, resolve, reject }));
  render(
    <FileDrop
      label="Offer images"
      hint="JPEG or PNG"
      upload={upload}
      onUploaded={onUploaded}
      describeError={(error) => (error instanceof Error ? error.message : 'failed')}
    />,
  );
  return { pending, onUploaded };
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('FileDrop', () => {
  it('picks several files, each with its own progress bar fed by its upload', async () => {
    const { pending, onUploaded } = setup();
    const input = screen.getByLabelText(/Choose files/);
    expect(screen.getByRole('group', { name: 'Offer images' })).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('ring.png'), file('bangle.png')] } });
    expect(pending.map((item) => item.file.name)).toEqual(['ring.png', 'bangle.png']);
    act(() => pending[0]?.progress(0.5));
    const ring = screen.getByRole('progressbar', { name: 'Upload of ring.png' });
    expect(ring.getAttribute('value')).toBe('0.5');
    expect(screen.getByRole('progressbar', { name: 'Upload of bangle.png' }).getAttribute('value')).toBe('0');
    await act(() => {
      pending[0]?.resolve('id-1');
      return Promise.resolve();
    });
    expect(onUploaded).toHaveBeenCalledWith(pending[0]?.file, 'id-1');
    await act(() => {
      pending[1]?.reject(new Error('Too large'));
      return Promise.resolve();
    });
    expect(screen.getByText('Too large')).toBeTruthy();
  });

  it('takes dropped files', () => {
    const { pending } = setup();
    fireEvent.drop(screen.getByRole('group', { name: 'Offer images' }), {
      dataTransfer: { files: [file('pendant.png')] },
    });
    expect(pending.map((item) => item.file.name)).toEqual(['pendant.png']);
  });
});
