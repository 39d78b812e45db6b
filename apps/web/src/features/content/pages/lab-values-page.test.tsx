import { LAB_VALUE_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type { TAdminLabValue } from '@prepward/shared/schemas/lab-values';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi, type StubbedRequest, type StubReply } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render-route';

const SODIUM: TAdminLabValue = {
  id: '6c0d8d1e-2b9a-4a57-9a77-6d3a1f3c2b01',
  category: 'Serum electrolytes',
  testName: 'Sodium',
  conventionalRange: '136-145',
  conventionalUnit: 'mEq/L',
  siRange: '136-145',
  siUnit: 'mmol/L',
  note: null,
  position: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const PH: TAdminLabValue = {
  ...SODIUM,
  id: '6c0d8d1e-2b9a-4a57-9a77-6d3a1f3c2b02',
  category: 'Arterial blood gases',
  testName: 'pH',
  conventionalRange: '7.35-7.45',
  conventionalUnit: '',
  siRange: '7.35-7.45',
  siUnit: '',
  note: 'Arterial blood',
};

type Handler = StubReply | ((request: StubbedRequest) => StubReply);

function labValuesApi(initial: TAdminLabValue[] = [SODIUM, PH]) {
  let rows = initial;
  return {
    'GET /admin/lab-values': ({ query }: StubbedRequest) => {
      const category = query.get('category');
      const shown = rows.filter((row) => !category || row.category === category);
      return ok({
        labValues: shown,
        categories: [...new Set(rows.map((row) => row.category))],
        pagination: { total: shown.length, perPage: 10, currentPage: 1 },
      });
    },
    'POST /admin/lab-values': ({ body }: StubbedRequest) => {
      const added = { ...SODIUM, ...(body as object), id: 'new', position: 2 };
      rows = [...rows, added];
      return {
        status: 201,
        body: { message: 'success', data: { message: TEXT.added, labValue: added } },
      };
    },
    [`PATCH /admin/lab-values/${SODIUM.id}`]: ({ body }: StubbedRequest) => {
      rows = rows.map((row) => (row.id === SODIUM.id ? { ...row, ...(body as object) } : row));
      return ok({ message: TEXT.updated, labValue: rows.find((row) => row.id === SODIUM.id) });
    },
    [`DELETE /admin/lab-values/${SODIUM.id}`]: () => {
      rows = rows.filter((row) => row.id !== SODIUM.id);
      return ok({ message: TEXT.deleted });
    },
  };
}

async function openPage(
  handlers: Record<string, Handler> = labValuesApi(),
  admin: Partial<typeof ADMIN> = {},
  path = '/admin/dashboard/lab-values',
) {
  const api = stubApi({
    'GET /admin/onboarding/me': ok({ admin: { ...ADMIN, ...admin } }),
    ...handlers,
  });
  signInAs('admin');
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Lab values' }, { timeout: 15_000 });
  return { ...view, api };
}

const table = () => screen.findByRole('table', { name: 'lab values' });

describe('lab values page', { timeout: 40_000 }, () => {
  it('lists each test with both ranges and its note, and filters on the server', async () => {
    const { user, api, router } = await openPage();
    const rows = await table();
    const sodium = (await within(rows).findByText('Sodium')).closest('tr')!;
    expect(within(sodium).getByText('Serum electrolytes')).toBeInTheDocument();
    expect(within(sodium).getByText('136-145 mEq/L')).toBeInTheDocument();
    expect(within(sodium).getByText('136-145 mmol/L')).toBeInTheDocument();
    const ph = within(rows).getByText('pH').closest('tr')!;
    expect(within(ph).getByText('Arterial blood')).toBeInTheDocument();
    expect(within(ph).getAllByText('7.35-7.45')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search by test name' }), 'sod{Enter}');
    await waitFor(() =>
      expect(api.calls('GET /admin/lab-values').at(-1)!.query.get('search')).toBe('sod'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Arterial blood gases' }));
    await waitFor(() => expect(router.state.location.search).toContain('category=Arterial'));
    expect(api.calls('GET /admin/lab-values').at(-1)!.query.get('category')).toBe(
      'Arterial blood gases',
    );
    await waitFor(() => expect(screen.queryByText('Sodium')).toBeNull());
  });

  it('adds a lab value, saying first what is missing', async () => {
    const { user, api } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Add lab value' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lab value' });
    await user.click(within(dialog).getByRole('button', { name: 'Add lab value' }));
    for (const message of [
      'Category is required',
      'Test name is required',
      'Conventional range is required',
      'SI range is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(api.calls('POST /admin/lab-values')).toHaveLength(0);

    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Renal');
    for (const [label, text] of [
      ['Test name', 'Creatinine'],
      ['Conventional range', '0.6-1.2'],
      ['Conventional unit', 'mg/dL'],
      ['SI range', '53-106'],
      ['SI unit', 'µmol/L'],
    ] as const) {
      await fill(within(dialog).getByRole('textbox', { name: label }), text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add lab value' }));

    expect(await screen.findByText(TEXT.added)).toBeInTheDocument();
    expect(api.calls('POST /admin/lab-values')[0]!.body).toEqual({
      category: 'Renal',
      testName: 'Creatinine',
      conventionalRange: '0.6-1.2',
      conventionalUnit: 'mg/dL',
      siRange: '53-106',
      siUnit: 'µmol/L',
      note: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add lab value' })).toBeNull());
    expect(await within(await table()).findByText('Creatinine')).toBeInTheDocument();
  });

  it('edits only what changed, and shows a clash under the test name', async () => {
    const api = labValuesApi();
    const patch = `PATCH /admin/lab-values/${SODIUM.id}`;
    const save = api[patch]!;
    const { user, api: calls } = await openPage({
      ...api,
      [patch]: (request) =>
        (request.body as { testName?: string }).testName === 'pH'
          ? fail(409, TEXT.duplicate, 'Conflict')
          : save(request),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Sodium (Serum electrolytes)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit lab value' });
    expect(within(dialog).getByRole('textbox', { name: 'Test name' })).toHaveValue('Sodium');
    const siUnit = within(dialog).getByRole('textbox', { name: 'SI unit' });
    await user.clear(siUnit);
    await user.type(siUnit, 'mmol per L');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TEXT.updated)).toBeInTheDocument();
    expect(calls.calls(`PATCH /admin/lab-values/${SODIUM.id}`)[0]!.body).toEqual({
      siUnit: 'mmol per L',
    });

    await user.click(screen.getByRole('button', { name: 'Edit Sodium (Serum electrolytes)' }));
    const again = await screen.findByRole('dialog', { name: 'Edit lab value' });
    const name = within(again).getByRole('textbox', { name: 'Test name' });
    await user.clear(name);
    await user.type(name, 'pH');
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(TEXT.duplicate));
    expect(screen.getByRole('dialog', { name: 'Edit lab value' })).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const { user, api } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Sodium (Serum electrolytes)' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete lab value' });
    expect(within(confirm).getByText(/Students will no longer see it/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEXT.deleted)).toBeInTheDocument();
    expect(api.calls(`DELETE /admin/lab-values/${SODIUM.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Sodium')).toBeNull());
  });

  it.each([
    ['a viewer', { roles: ['viewer'] }],
    [
      'an administrator limited to some exams',
      { examAccess: ['1b3f5a52-7f43-4b8e-8d0e-3c7d1b2a9e09'] },
    ],
  ])('shows %s the table without changes', async (_who, admin) => {
    await openPage(labValuesApi(), admin);
    expect(await within(await table()).findByText('Sodium')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add lab value' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('says when there are none', async () => {
    await openPage(labValuesApi([]));
    expect(await screen.findByText('No lab values yet.')).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    let failing = true;
    const api = labValuesApi();
    const { user } = await openPage({
      ...api,
      'GET /admin/lab-values': (request) =>
        failing
          ? fail(429, 'Too many requests, please try again shortly', 'TooManyRequests')
          : api['GET /admin/lab-values'](request),
    });
    expect(await screen.findByText('Could not load lab values')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await table()).findByText('Sodium')).toBeInTheDocument();
  });
});
