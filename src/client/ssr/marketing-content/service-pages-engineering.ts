import Building2 from 'lucide-react/icons/building-complex'
import Cloud from 'lucide-react/icons/cloud'
import Code2 from 'lucide-react/icons/code-xml'
import Database from 'lucide-react/icons/database'
import Gauge from 'lucide-react/icons/gauge'
import Handshake from 'lucide-react/icons/handshake'
import Layers from 'lucide-react/icons/layers'
import Rocket from 'lucide-react/icons/rocket'
import Users from 'lucide-react/icons/users'
import type { ServicePage } from './types'

// Staff augmentation (four solutions, six talent areas, the spec's four figures) and platform
// engineering (six services, a technology stack of five categories with tool counts).

export const staffAugmentationPage: ServicePage = {
  slug: 'staff-augmentation',
  title: 'Staff Augmentation',
  description:
    'Vetted data, AI, cloud and QA specialists who join your team in 1-2 weeks, for short-term engagements of 3-12 months or longer programs.',
  hero: {
    eyebrow: 'Staff Augmentation',
    heading: 'Staff Augmentation',
    tagline: 'The right specialist, in weeks not months',
    blurb:
      'Hiring senior technologists takes months. Our consultants are already vetted, already experienced in your stack and backed by our practice leads, so they add value from their first sprint.',
    cta: 'Find Your Talent',
  },
  servicesHeading: 'Our Staffing Solutions',
  services: [
    {
      title: 'Specialized IT Expertise',
      description: 'Individual experts in data, AI, cloud, security or QA to fill a critical skills gap.',
      icon: Users,
    },
    {
      title: 'Project-Based Teams',
      description: 'Short-term teams of 3-12 months assembled for a defined delivery goal.',
      icon: Layers,
    },
    {
      title: 'Dedicated Extended Teams',
      description:
        'Long-term squads that work as part of your engineering organization under your leadership.',
      icon: Building2,
    },
    {
      title: 'Contract-to-Hire',
      description: 'Evaluate a consultant on real work before offering a permanent role.',
      icon: Handshake,
    },
  ],
  differentiatorsHeading: 'Why Choose Crestline Talent',
  differentiators: [
    {
      title: 'Rigorous vetting',
      description: 'Technical interviews by practice leads and a paid work sample for senior roles.',
    },
    {
      title: 'Fast deployment',
      description: 'A shortlist within days and consultants on site or remote in 1-2 weeks.',
    },
    {
      title: 'Practice support',
      description: 'Every consultant has a Crestline practice lead and peers to draw on.',
    },
    { title: 'Flexible terms', description: 'Scale up or down with 30 days notice as your roadmap changes.' },
    {
      title: 'Replacement guarantee',
      description: 'If the fit is not right in the first month, we replace the consultant at no cost.',
    },
  ],
  stats: [
    { value: '1-2 weeks', label: 'Deployment' },
    { value: '40-60%', label: 'Lower hiring cost' },
    { value: '95%', label: 'Satisfaction' },
    { value: '2-3x', label: 'Faster delivery' },
  ],
  grid: {
    heading: 'Talent Areas',
    intro: 'Roles we place most often.',
    items: [
      { title: 'Data Engineering', description: 'Pipeline, warehouse and analytics engineers.' },
      { title: 'AI & Machine Learning', description: 'ML engineers, data scientists and MLOps specialists.' },
      {
        title: 'Cloud & DevOps',
        description: 'Platform, site reliability and cloud infrastructure engineers.',
      },
      { title: 'Quality Assurance', description: 'Automation engineers, performance testers and QA leads.' },
      { title: 'Software Development', description: 'Full-stack, backend and mobile developers.' },
      {
        title: 'Project & Program Management',
        description: 'Scrum masters, project managers and business analysts.',
      },
    ],
  },
  closing: {
    heading: 'Need a specialist on your team?',
    text: 'Describe the role and timeline. We will send matching profiles within three business days.',
    cta: 'Request Profiles',
  },
}

export const platformEngineeringPage: ServicePage = {
  slug: 'platform-engineering',
  title: 'Platform Engineering',
  description:
    'Cloud-native architecture, infrastructure as code, CI/CD, observability and internal developer platforms built for 99.9% uptime.',
  hero: {
    eyebrow: 'Platform Engineering',
    heading: 'Platform Engineering',
    tagline: 'A paved road from commit to production',
    blurb:
      'We build internal platforms that let your developers ship safely many times a day: standardized environments, automated pipelines and observability, on the cloud you already use.',
    cta: 'Build Your Platform',
  },
  servicesHeading: 'Our Platform Services',
  services: [
    {
      title: 'Cloud-Native Architecture',
      description: 'Container and Kubernetes designs that balance resilience, security and cloud cost.',
      icon: Cloud,
    },
    {
      title: 'Infrastructure as Code',
      description: 'Reusable Terraform or Pulumi modules and policy as code for consistent environments.',
      icon: Code2,
    },
    {
      title: 'CI/CD Implementation',
      description: 'Pipeline templates with automated tests, security scans and progressive delivery.',
      icon: Rocket,
    },
    {
      title: 'Observability',
      description: 'Metrics, logs and traces with SLOs and alerts that point to causes, not symptoms.',
      icon: Gauge,
    },
    {
      title: 'Internal Developer Platforms',
      description: 'Self-service portals and golden paths that cut the time from idea to running service.',
      icon: Layers,
    },
    {
      title: 'Cloud Migration & FinOps',
      description: 'Planned migrations and cost governance that keep the cloud bill predictable.',
      icon: Database,
    },
  ],
  differentiatorsHeading: 'Why Choose Crestline for Platforms',
  differentiators: [
    {
      title: 'Developer experience first',
      description: 'We design with your developers and measure their lead time and satisfaction.',
    },
    {
      title: 'Secure by default',
      description: 'Least-privilege access, signed artifacts and policy checks in every pipeline.',
    },
    { title: 'Multi-cloud experience', description: 'Certified engineers on AWS, Azure and Google Cloud.' },
    {
      title: 'Open standards',
      description: 'Open-source building blocks that avoid lock-in to any one vendor.',
    },
    {
      title: 'Run-ready handover',
      description: 'Runbooks, on-call training and a hypercare period before we step back.',
    },
  ],
  stats: [
    { value: '99.9%', label: 'Uptime' },
    { value: '10x', label: 'More frequent deployments' },
    { value: '70%', label: 'Less environment setup time' },
    { value: '30%', label: 'Lower cloud spend' },
  ],
  grid: {
    heading: 'Technology Stack',
    intro: 'The tools we build with most often, grouped by layer.',
    items: [
      {
        title: 'Cloud Platforms',
        description: 'AWS, Microsoft Azure, Google Cloud, Cloudflare.',
        badge: '4 tools',
      },
      {
        title: 'Containers & Orchestration',
        description: 'Kubernetes, Docker, Helm, Argo CD, Istio.',
        badge: '5 tools',
      },
      {
        title: 'Infrastructure as Code',
        description: 'Terraform, Pulumi, Ansible, Crossplane.',
        badge: '4 tools',
      },
      {
        title: 'CI/CD',
        description: 'GitHub Actions, GitLab CI, Jenkins, CircleCI, Tekton.',
        badge: '5 tools',
      },
      {
        title: 'Observability',
        description: 'Prometheus, Grafana, OpenTelemetry, Datadog.',
        badge: '4 tools',
      },
    ],
  },
  closing: {
    heading: 'Ready to give your developers a paved road?',
    text: 'Start with a two-week platform assessment: we benchmark your delivery metrics and design the first golden path.',
    cta: 'Plan Your Platform',
  },
}
