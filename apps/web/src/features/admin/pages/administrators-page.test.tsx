import type { TAdministrator } from '@prepward/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type StubbedRequest } from '../../../test/api-stub';
import { ADMIN } from '../../../test/fixtures';
import { pagination, renderAdminPage } from '../testing';

const EXAMINER: TAdministrator = {
  id: '0b3f5a52-7f43-4b8e-8d0e-3c7d1b2a9e02',
  name: 'Eve Examiner',
  email: 'eve@example.com',
  roles: ['examiner', 'viewer'],
  examAccess: [],
  exams: [],
  createdAt: '2026-01-05T12:00:00.000Z',
};
const EXAM_ID = '1b3f5a52-7f43-4b8e-8d0e-3c7d1b2a9e09';
const LIMITED: TAdministrator = {
  ...EXAMINER,
  id: '0b3f5a52-7f43-4b8e-8d0e-3c7d1b2a9e03',
  name: 'Lim Sales',
  email: 'lim@example.com',
  roles: ['sales'],
  // One exam by name, one since deleted.
  examAccess: [EXAM_ID, '1b3f5a52-7f43-4b8e-8d0e-3c7d1b2a9e0a'],
  exams: [{ id: EXAM_ID, name: 'Nursing licensure' }],
};
const ME: TAdministrator = { ...ADMIN, exams: [] };

function adminsApi(initial: TAdministrator[]) {
  let admins = initial;
  return {
    'GET /admin/onboarding': () => ok({ admins, pagination: pagination(admins.length) }),
    'GET /admin/exam': ok({
      exams: [{ id: EXAM_ID, name: 'Nursing licensure' }],
    }),
    'POST /admin/onboarding/add': ({ body }: StubbedRequest) => {
      const added = {
        ...(body as TAdministrator),
        exams: [],
        id: 'new-admin',
        createdAt: '2026-02-01T00:00:00.000Z',
      };
      admins = [added, ...admins];
      return ok({ message: 'Admin Added Successfully', admin: added });
    },
    [`PATCH /admin/onboarding/${EXAMINER.id}`]: ({ body }: StubbedRequest) => {
      const changed = { ...EXAMINER, ...(body as object) };
      admins = admins.map((admin) => (admin.id === EXAMINER.id ? changed : admin));
      return ok({ message: 'Administrator updated', admin: changed });
    },
    [`DELETE /admin/onboarding/${EXAMINER.id}`]: () => {
      admins = admins.filter((admin) => admin.id !== EXAMINER.id);
      return ok({ message: 'Admin Removed Successfully' });
    },
  };
}

describe('administrators page', { timeout: 20_000 }, () => {
  it('lists name, email, added date, every role and the exams each is limited to', async () => {
    await renderAdminPage('/admin/dashboard/administrators', adminsApi([EXAMINER, LIMITED, ME]));
    const table = await screen.findByRole('table', { name: 'administrators' });
    const row = (await within(table).findByText('eve@example.com')).closest('tr')!;
    expect(within(row).getByText('Eve Examiner')).toBeInTheDocument();
    expect(within(row).getByText('examiner, viewer')).toBeInTheDocument();
    expect(within(row).getByText('All exams')).toBeInTheDocument();
    expect(within(row).getByText(/5 Jan 2026/)).toBeInTheDocument();
    const limited = within(table).getByText('lim@example.com').closest('tr')!;
    expect(within(limited).getByText('Nursing licensure, 1 deleted exam')).toBeInTheDocument();
    // Nobody removes themselves: the signed-in admin's row has no button.
    const own = within(table).getByText(ADMIN.email).closest('tr')!;
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes an administrator after confirmation', async () => {
    const { user, api } = await renderAdminPage(
      '/admin/dashboard/administrators',
      adminsApi([EXAMINER, ME]),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Admin Eve Examiner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    expect(await screen.findByText('Admin Removed Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('eve@example.com')).not.toBeInTheDocument());
    expect(api.calls(`DELETE /admin/onboarding/${EXAMINER.id}`)).toHaveLength(1);
  });

  it('shows the server refusal when the removal is not allowed', async () => {
    const { user } = await renderAdminPage('/admin/dashboard/administrators', {
      ...adminsApi([EXAMINER, ME]),
      [`DELETE /admin/onboarding/${EXAMINER.id}`]: fail(
        409,
        'The last administrator with role admin cannot be removed',
        'LastAdmin',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Admin Eve Examiner' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Admin' }),
    );
    expect(
      await screen.findByText('The last administrator with role admin cannot be removed'),
    ).toBeInTheDocument();
  });

  it('adds an administrator: name, email, password and a role required; exam access optional', async () => {
    const { user, api } = await renderAdminPage('/admin/dashboard/administrators', adminsApi([ME]));
    await user.click(await screen.findByRole('button', { name: 'Add new Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new Administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Administrator' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    expect(api.calls('POST /admin/onboarding/add')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Sales');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'SalesPass1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'sales' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam access' }));
    await user.click(await screen.findByRole('option', { name: 'Nursing licensure' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Administrator' }));

    expect(await screen.findByText('Admin Added Successfully')).toBeInTheDocument();
    expect(api.calls('POST /admin/onboarding/add')[0]?.body).toEqual({
      name: 'Sam Sales',
      email: 'sam@example.com',
      password: 'SalesPass1',
      roles: ['sales'],
      examAccess: [EXAM_ID],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
  });

  it('still adds an administrator for every exam when the exam list cannot load', async () => {
    const { user, api } = await renderAdminPage('/admin/dashboard/administrators', {
      ...adminsApi([ME]),
      'GET /admin/exam': fail(404, 'Not found', 'Not Found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add new Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new Administrator' });
    expect(
      await within(dialog).findByText(/The exam list could not be loaded/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Vic Viewer');
    await user.type(within(dialog).getByLabelText(/^Email/), 'vic@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'ViewerPass1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Administrator' }));
    expect(await screen.findByText('Admin Added Successfully')).toBeInTheDocument();
    expect(api.calls('POST /admin/onboarding/add')[0]?.body).toMatchObject({
      roles: ['viewer'],
      examAccess: [],
    });
  });

  it('edits the roles and exam access of another administrator', async () => {
    const { user, api } = await renderAdminPage(
      '/admin/dashboard/administrators',
      adminsApi([EXAMINER, ME]),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Eve Examiner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Eve Examiner' });
    // Emptied roles are refused before anything is sent.
    const roles = within(dialog).getByRole('combobox', { name: 'Roles' });
    await user.click(roles);
    await user.keyboard('{Backspace}{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Choose at least one role')).toBeInTheDocument();
    expect(api.calls(`PATCH /admin/onboarding/${EXAMINER.id}`)).toHaveLength(0);

    await user.click(roles);
    await user.click(await screen.findByRole('option', { name: 'hr' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam access' }));
    await user.click(await screen.findByRole('option', { name: 'Nursing licensure' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Administrator updated')).toBeInTheDocument();
    expect(api.calls(`PATCH /admin/onboarding/${EXAMINER.id}`)[0]?.body).toEqual({
      roles: ['hr'],
      examAccess: [EXAM_ID],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The own row has neither Edit nor Remove.
    const own = screen.getByText(ADMIN.email).closest('tr')!;
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a viewer sees the list without add or remove buttons', async () => {
    await renderAdminPage('/admin/dashboard/administrators', adminsApi([EXAMINER, ME]), ['viewer']);
    await screen.findByText('eve@example.com');
    expect(screen.queryByRole('button', { name: 'Add new Administrator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Admin/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
