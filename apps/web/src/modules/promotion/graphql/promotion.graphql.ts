import { graphql } from '../../../graphql/document';

export const AdminBoostsQuery = graphql(`
  query AdminBoosts {
    adminBoosts(pageSize: 100) {
      total
      items {
        id
        kind
        itemId
        itemLabel
        paidByName
        grantedByAdmin
        credits
        startedAt
        endsAt
        endedEarlyAt
        active
      }
    }
  }
`);

export const GrantJobBoostMutation = graphql(`
  mutation GrantJobBoost($jobId: ID!, $days: Int!, $idempotencyKey: String!) {
    grantJobBoost(jobId: $jobId, days: $days, idempotencyKey: $idempotencyKey) {
      boostedUntil
    }
  }
`);

export const EndJobBoostMutation = graphql(`
  mutation EndJobBoost($jobId: ID!) {
    endJobBoost(jobId: $jobId)
  }
`);

export const GrantProfileBoostMutation = graphql(`
  mutation GrantProfileBoost($profileId: ID!, $days: Int!, $idempotencyKey: String!) {
    grantProfileBoost(profileId: $profileId, days: $days, idempotencyKey: $idempotencyKey) {
      boostedUntil
    }
  }
`);

export const EndProfileBoostMutation = graphql(`
  mutation EndProfileBoost($profileId: ID!) {
    endProfileBoost(profileId: $profileId)
  }
`);

export const PromotableProfilesQuery = graphql(`
  query PromotableProfiles($q: String, $pageSize: Int) {
    adminUsers(input: { q: $q, pageSize: $pageSize }) {
      items {
        id
        fullName
        type
        profession
      }
    }
  }
`);

export const PromotionCampaignsQuery = graphql(`
  query PromotionCampaigns {
    promotionCampaigns {
      id
      name
      channel
      budgetFcfa
      startsOn
      endsOn
      itemType
      itemId
      itemLabel
      status
    }
  }
`);

export const CreatePromotionCampaignMutation = graphql(`
  mutation CreatePromotionCampaign($input: PromotionCampaignInput!) {
    createPromotionCampaign(input: $input) {
      id
    }
  }
`);

export const UpdatePromotionCampaignMutation = graphql(`
  mutation UpdatePromotionCampaign($id: ID!, $input: PromotionCampaignInput!) {
    updatePromotionCampaign(id: $id, input: $input) {
      id
    }
  }
`);

export const DeletePromotionCampaignMutation = graphql(`
  mutation DeletePromotionCampaign($id: ID!) {
    deletePromotionCampaign(id: $id)
  }
`);

export const PromotionStatsQuery = graphql(`
  query PromotionStats($from: String!, $to: String!) {
    promotionStats(from: $from, to: $to) {
      day
      itemType
      itemId
      itemLabel
      impressions
      clicks
    }
  }
`);

export const PromotableJobsQuery = graphql(`
  query PromotableJobs($q: String, $pageSize: Int) {
    adminJobs(input: { q: $q, pageSize: $pageSize }) {
      items {
        id
        title
        employerName
        isActive
      }
    }
  }
`);

export const PromotableProductsQuery = graphql(`
  query PromotableProducts {
    adminProducts(type: digital_product) {
      id
      name
    }
  }
`);
