import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requireUser("/account");
  return (
    <>
      <PageHeader title="Account" />
      <div className="max-w-xl space-y-6">
        <section className="rounded-2xl border border-stone-200 bg-white p-6">
          <dl className="grid grid-cols-[8rem_1fr] gap-y-3 text-sm">
            <dt className="text-stone-500">Name</dt>
            <dd>{user.name ?? "—"}</dd>
            <dt className="text-stone-500">Email</dt>
            <dd data-testid="account-page-email">{user.email}</dd>
          </dl>
          <div className="mt-6">
            <SignOutButton />
          </div>
        </section>
        <section aria-labelledby="export-title" className="rounded-2xl border border-stone-200 bg-white p-6">
          <h2 id="export-title" className="font-semibold">
            Export all my data
          </h2>
          <p className="mt-1 text-sm text-stone-600">A zip with every memory and draft (as JSON: details, capture chats, recall conversations) and your original photos.</p>
          <a href="/api/account/export" download data-testid="export-data" className="mt-4 inline-flex rounded-lg bg-stone-800 px-4 py-2 text-sm font-medium text-white hover:bg-stone-900">
            Download my data (.zip)
          </a>
        </section>
        <section aria-labelledby="delete-title" className="rounded-2xl border border-red-200 bg-white p-6">
          <h2 id="delete-title" className="font-semibold text-red-800">
            Delete my account
          </h2>
          <p className="mb-4 mt-1 text-sm text-stone-600">Removes you and everything you have stored here, for good.</p>
          <DeleteAccountForm email={user.email} />
        </section>
      </div>
    </>
  );
}
