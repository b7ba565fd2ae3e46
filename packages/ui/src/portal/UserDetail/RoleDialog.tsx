import type { ApplicationRole, PortalApplication } from '@kmx/domain/portal';
import { applicationRoles, isApplicationRole } from '@kmx/domain/portal';
import { useId, useState } from 'react';
import { ModalDialog } from '../../ModalDialog';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { applicationText, roleText } from '../user-admin-texts';

interface RoleDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  /** Offered for `add-application`; absent when editing one application's role. */
  readonly applications?: readonly PortalApplication[];
  readonly role: string;
  readonly onSave: (choice: {
    application: PortalApplication | null;
    role: ApplicationRole;
  }) => void;
  readonly onCancel: () => void;
}

/** Edit a role, or add an application with its role: chosen in a dialog, sent on Save. */
export function RoleDialog({
  open,
  title,
  text,
  applications,
  role,
  onSave,
  onCancel,
}: RoleDialogProps) {
  const messages = usePortalMessages();
  const id = useId();
  const [chosenRole, setChosenRole] = useState<ApplicationRole>(
    isApplicationRole(role) ? role : 'user',
  );
  const [application, setApplication] = useState<PortalApplication | null>(
    applications?.[0] ?? null,
  );
  const nothingToAdd = applications !== undefined && applications.length === 0;
  return (
    <ModalDialog open={open} onClose={onCancel} block="confirm-dialog">
      <ModalDialog.Title>{title}</ModalDialog.Title>
      <p>{text}</p>
      {nothingToAdd ? (
        <p>{messages['portal.userAdmin.change.noApplication']}</p>
      ) : (
        <div className="portal-form">
          {applications !== undefined && (
            <div className="form-field">
              <label className="form-field__label" htmlFor={`${id}-application`}>
                {messages['portal.userAdmin.change.application']}
              </label>
              <select
                id={`${id}-application`}
                className="form-field__select"
                value={application ?? ''}
                onChange={(event) =>
                  setApplication(applications.find((value) => value === event.target.value) ?? null)
                }
              >
                {applications.map((value) => (
                  <option key={value} value={value}>
                    {applicationText(messages, value)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-role`}>
              {messages['portal.userAdmin.change.role']}
            </label>
            <select
              id={`${id}-role`}
              className="form-field__select"
              value={chosenRole}
              onChange={(event) => {
                if (isApplicationRole(event.target.value)) setChosenRole(event.target.value);
              }}
            >
              {applicationRoles.map((value) => (
                <option key={value} value={value}>
                  {roleText(messages, value)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <div className="confirm-dialog__actions">
        {!nothingToAdd && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onSave({ application, role: chosenRole })}
          >
            {messages['portal.userAdmin.change.save']}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {messages['portal.userAdmin.confirm.cancel']}
        </button>
      </div>
    </ModalDialog>
  );
}
