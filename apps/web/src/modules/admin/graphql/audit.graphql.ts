import { graphql } from '../../../graphql/document';

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($input: AdminAuditInput) {
    adminAuditLog(input: $input) {
      total
      items {
        id
        actorEmail
        action
        targetType
        targetId
        summary
        at
      }
    }
  }
`);
