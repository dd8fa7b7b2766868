import { API_PATHS } from "@lampstand/contract/api-paths";
import type { User } from "@lampstand/contract/entities";
import { LIMITS } from "@lampstand/contract/limits";
import { MESSAGES } from "@lampstand/contract/messages";
import { createAdminUserRequestSchema } from "@lampstand/contract/requests";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "~/components/ui/password-input";
import { NEW_PASSWORD_HINT } from "~/lib/auth-form-rules";
import { AccountFormFrame, NameAndEmailFields, useAccountForm } from "./account-form";

const FIELDS = ["name", "email", "password"] as const;

/**
 * The add form of SPEC §2.13/§5: name (text), email (email) and password (password), all required,
 * checked with the contract's own rules before it is sent (the password's too: long enough and not
 * a common one). An account added here can sign in at once (ARCHITECTURE decision 1). A failed
 * save keeps everything typed and says why, beside the field the server named when it named one
 * (an e-mail already in use).
 */
export function AddAdminForm({
  id,
  hidden,
  onAdded,
  onCancel,
  onFailure,
}: {
  id: string;
  hidden: boolean;
  onAdded: (user: User) => void;
  onCancel: () => void;
  onFailure: (message: string) => void;
}) {
  const { errors, failure, busy, submit, reset } = useAccountForm<User, typeof FIELDS>({
    fields: FIELDS,
    schema: createAdminUserRequestSchema,
    path: API_PATHS.adminUsers,
    fallback: MESSAGES.addAdminUserFailed,
    onDone: onAdded,
    onFailure,
  });

  return (
    <AccountFormFrame
      id={id}
      hidden={hidden}
      title="Add a new admin"
      intro="They can sign in straight away with this e-mail and password. Share the password with them privately."
      failure={failure}
      busy={busy}
      submitLabel="Add Admin"
      busyLabel="Adding..."
      onSubmit={submit}
      onReset={reset}
      onCancel={onCancel}
    >
      <div className="mt-5 grid gap-5 md:grid-cols-3">
        <NameAndEmailFields errors={errors} />
        <Field label="Password" required hint={NEW_PASSWORD_HINT} error={errors.password}>
          {(control) => <PasswordInput {...control} label="Password" name="password" required autoComplete="new-password" maxLength={LIMITS.passwordMax} />}
        </Field>
      </div>
    </AccountFormFrame>
  );
}
