import { graphql } from '../../../graphql/document';

export const SecuritySettingsQuery = graphql(`
  query SecuritySettings {
    securitySettings {
      minPasswordLength
      blockFailedLogin
      failedLoginAttempts
      adminSessionIdleMinutes
      twoFactorAuth
    }
  }
`);

export const UpdateSecuritySettingsMutation = graphql(`
  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      minPasswordLength
      blockFailedLogin
      failedLoginAttempts
      adminSessionIdleMinutes
      twoFactorAuth
    }
  }
`);

export const LoginAttemptsQuery = graphql(`
  query LoginAttempts($limit: Int!) {
    loginAttempts(limit: $limit) {
      id
      email
      ip
      userAgent
      success
      reason
      createdAt
    }
  }
`);
