-- Sessions are JWTs (next-auth "jwt" strategy) and there is no email sign-in: these
-- next-auth adapter tables were never written.

-- DropForeignKey
ALTER TABLE "Session" DROP CONSTRAINT "Session_userId_fkey";

-- DropTable
DROP TABLE "Session";

-- DropTable
DROP TABLE "VerificationToken";
