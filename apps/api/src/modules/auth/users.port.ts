/**
 * What other modules may read and change of an account: the auth module owns the users table and
 * its repository stays private. Each function takes the caller's executor, so a caller inside a
 * transaction reads and writes in it.
 */
export {
  deleteUser,
  findAccountLocale,
  findBlogLink,
  findUserByEmail,
  findUserById,
  findStaffMember,
  findUserLocale,
  insertUser,
  listStaffMembers,
  markEmailVerified,
  revokeAllTokens,
  searchCustomers,
  setBlogLink,
  setMarketingOptOut,
  updateUser,
  type UserRow,
} from './auth.repo.ts';
