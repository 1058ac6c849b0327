import { md, YOUTUBE, type CourseLessonContent } from './types.ts';

export const DEVOPS: CourseLessonContent = {
  course: 'DevOps with AWS',
  lessons: {
    'Shell essentials': {
      kind: 'article',
      body: md(`
## Why the shell

Servers have no desktop. Every DevOps task — reading logs, restarting services, writing deploy scripts — happens in a terminal, usually Bash.

## Commands you will use daily

~~~bash
pwd; ls -la; cd /var/log          # where am I, what is here
less syslog                       # read a file (q to quit)
tail -f app.log                   # follow a log live
grep -i "error" app.log | wc -l   # count error lines
df -h; free -m; top               # disk, memory, processes
sudo systemctl restart nginx      # manage a service
chmod +x deploy.sh                # make a script executable
~~~

## Pipes and redirection

- \`|\` sends one command's output into the next.
- \`>\` writes output to a file, \`>>\` appends, \`2>&1\` includes errors.

## A safe script

~~~bash
#!/usr/bin/env bash
set -euo pipefail   # stop on errors, unset variables and failed pipes

backup="/backups/db-$(date +%F).sql.gz"
pg_dump "$DATABASE_URL" | gzip > "$backup"
echo "Saved $backup"
~~~

## Habits

1. Quote variables: \`"$file"\`, never \`$file\`.
2. Read \`man\` pages (\`man grep\`) before searching the web.
3. Check a destructive command with \`echo\` first.

## Read more

- [GNU Bash manual](https://www.gnu.org/software/bash/manual/bash.html)
- [The Linux command line (Ubuntu tutorial)](https://ubuntu.com/tutorials/command-line-for-beginners)
`),
    },
    'Git workflows': {
      kind: 'video',
      videoUrl: YOUTUBE.git,
      body: md(`
Watch this freeCodeCamp Git and GitHub course. Watch for:

- the three places a change lives: working tree, staging area (\`git add\`) and commits;
- branches, \`git merge\` versus \`git rebase\`, and resolving a conflict;
- remotes: \`git push\`, \`git pull\` and pull requests on GitHub;
- undoing safely with \`git revert\` instead of rewriting shared history.

In the lab we use **trunk-based development**: short-lived branches, a pull request with CI checks, and squash-merge into \`main\`.
`),
      resources: [
        { title: 'Pro Git book', url: 'https://git-scm.com/book/en/v2' },
        {
          title: 'GitHub flow',
          url: 'https://docs.github.com/en/get-started/using-github/github-flow',
        },
      ],
    },
    'Docker images': {
      kind: 'video',
      videoUrl: YOUTUBE.docker,
      body: md(`
Watch this Docker course for beginners. Watch for:

- the difference between an **image** (the template) and a **container** (a running copy);
- each Dockerfile instruction adds a **layer**, and unchanged layers come from the cache;
- port mapping (\`-p 8080:3000\`), volumes and environment variables;
- \`docker compose\` for an app and its database.

Then write a Dockerfile for a Node API: copy \`package*.json\` and run \`npm ci\` **before** copying the source, so a code change does not reinstall dependencies.
`),
      resources: [
        { title: 'Docker: Get started', url: 'https://docs.docker.com/get-started/' },
        { title: 'Dockerfile reference', url: 'https://docs.docker.com/reference/dockerfile/' },
      ],
    },
    'Kubernetes objects': {
      kind: 'article',
      body: md(`
## Desired state

You describe what should run in YAML; Kubernetes keeps reality matching it. If a pod dies, a new one starts.

## The objects you need first

- **Pod**: one or more containers sharing a network. You rarely create pods directly.
- **Deployment**: keeps N identical pods running and rolls out new versions.
- **Service**: a stable name and IP in front of changing pods.
- **ConfigMap / Secret**: configuration and credentials injected into pods.

## A deployment and its service

~~~yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  replicas: 3
  selector:
    matchLabels: { app: api }
  template:
    metadata:
      labels: { app: api }
    spec:
      containers:
        - name: api
          image: ghcr.io/acme/api:1.4.2
          ports: [{ containerPort: 3000 }]
          readinessProbe:
            httpGet: { path: /health, port: 3000 }
---
apiVersion: v1
kind: Service
metadata:
  name: api
spec:
  selector: { app: api }
  ports: [{ port: 80, targetPort: 3000 }]
~~~

## Everyday commands

~~~bash
kubectl apply -f api.yaml
kubectl get pods -l app=api
kubectl rollout status deployment/api
kubectl logs deploy/api --tail=50
~~~

## Read more

- [Kubernetes: Deployments](https://kubernetes.io/docs/concepts/workloads/controllers/deployment/)
- [Kubernetes: Service](https://kubernetes.io/docs/concepts/services-networking/service/)
- [kubectl quick reference](https://kubernetes.io/docs/reference/kubectl/quick-reference/)
`),
    },
    'VPC, EC2 and IAM': {
      kind: 'article',
      body: md(`
## The three services under everything

- **VPC**: your private network in a region. Split it into **public subnets** (with a route to an internet gateway, for load balancers) and **private subnets** (for servers and databases).
- **EC2**: virtual machines. Pick an instance type, an AMI and a subnet; **security groups** act as a firewall per instance.
- **IAM**: who may do what. Users and roles get **policies** that allow actions on resources.

## Least privilege in practice

Give an instance a role that can read one bucket, and nothing else:

~~~json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject"],
      "Resource": "arn:aws:s3:::acme-app-config/*"
    }
  ]
}
~~~

## Look around with the CLI

~~~bash
aws sts get-caller-identity                # who am I?
aws ec2 describe-vpcs --output table
aws ec2 describe-instances \\
  --filters "Name=tag:env,Values=staging" \\
  --query "Reservations[].Instances[].InstanceId"
~~~

## Rules for the labs

1. Never use the root account; turn on MFA.
2. Servers live in private subnets; reach them through SSM Session Manager, not open SSH.
3. Prefer roles over long-lived access keys.
4. Tag everything (\`env\`, \`owner\`) and set a billing alarm.

## Read more

- [AWS: What is Amazon VPC?](https://docs.aws.amazon.com/vpc/latest/userguide/what-is-amazon-vpc.html)
- [AWS: IAM security best practices](https://docs.aws.amazon.com/IAM/latest/UserGuide/best-practices.html)
`),
    },
    'Terraform modules': {
      kind: 'article',
      body: md(`
## Why modules

Copy-pasting the same VPC into staging and production drifts apart. A **module** is a folder of Terraform files with inputs (\`variable\`) and outputs (\`output\`) that you call once per environment.

## Using a module

~~~hcl
module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.0"

  name            = "staging"
  cidr            = "10.0.0.0/16"
  azs             = ["ap-south-1a", "ap-south-1b"]
  public_subnets  = ["10.0.1.0/24", "10.0.2.0/24"]
  private_subnets = ["10.0.11.0/24", "10.0.12.0/24"]
}

output "private_subnet_ids" {
  value = module.vpc.private_subnets
}
~~~

Pin the \`version\`: a module upgrade should be a reviewed change, not a surprise.

## The workflow

~~~bash
terraform init      # download providers and modules
terraform fmt && terraform validate
terraform plan -out=plan.tfplan
terraform apply plan.tfplan
~~~

## Good practice

1. Keep **state remote** (an S3 backend with locking), never on a laptop.
2. One state per environment, so a staging mistake cannot touch production.
3. Run \`plan\` in CI on every pull request and read it before merging.
4. Small modules with clear inputs beat one giant module with flags.

## Read more

- [Terraform: Modules](https://developer.hashicorp.com/terraform/language/modules)
- [Terraform: Backend configuration](https://developer.hashicorp.com/terraform/language/backend)
`),
    },
  },
};
