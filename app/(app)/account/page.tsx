import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { SignOutButton } from "@/components/auth/sign-out-button";

export const metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requireUser("/account");
  return (
    <>
      <PageHeader title="Account" />
      <section className="max-w-xl rounded-2xl border border-stone-200 bg-white p-6">
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
    </>
  );
}
