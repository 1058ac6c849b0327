import { md, YOUTUBE, type CourseLessonContent } from './types.ts';

export const DSA: CourseLessonContent = {
  course: 'DSA in C++ and Java',
  lessons: {
    'Big-O in practice': {
      kind: 'video',
      videoUrl: YOUTUBE.dsa,
      body: md(`
Watch the opening chapters of this freeCodeCamp algorithms course (Big-O and the first searching and sorting algorithms). Watch for:

- counting how the **number of steps grows** with the input size \`n\`, not seconds;
- dropping constants and smaller terms: \`3n² + 5n\` is \`O(n²)\`;
- why binary search is \`O(log n)\` and a nested loop over the same array is \`O(n²)\`;
- space complexity: extra memory counts too.

Rule of thumb for contests: about 10⁸ simple operations run in a second, so \`n = 10⁵\` needs \`O(n log n)\` or better.
`),
      resources: [{ title: 'Big-O cheat sheet', url: 'https://www.bigocheatsheet.com/' }],
    },
    'Two pointers': {
      kind: 'practice',
      problem: 'reverse-string',
      body: md(`
## The idea

Keep two indices into the same array or string and move them towards each other (or in the same direction) instead of using a nested loop. Many \`O(n²)\` brute-force solutions become \`O(n)\`.

## Classic: reverse in place

Start one pointer at each end, swap, and step inwards until they meet:

~~~cpp
string reverseString(string s) {
    int i = 0, j = (int)s.size() - 1;
    while (i < j) {
        swap(s[i], s[j]);
        ++i;
        --j;
    }
    return s;
}
~~~

The same loop in Java works on a \`char[]\`:

~~~java
static String reverse(String s) {
    char[] c = s.toCharArray();
    for (int i = 0, j = c.length - 1; i < j; i++, j--) {
        char t = c[i]; c[i] = c[j]; c[j] = t;
    }
    return new String(c);
}
~~~

## Where else it applies

- **Pair with a target sum** in a sorted array: move the left pointer if the sum is too small, the right one if too large.
- **Palindrome check**: compare from both ends.
- **Remove duplicates** from a sorted array with a slow and a fast pointer.

## Practice

Solve **Reverse a string** with the judge. Spaces and punctuation are characters too — do not skip them. Aim for \`O(n)\` time and \`O(1)\` extra space.

## Read more

- [cppreference: std::swap](https://en.cppreference.com/w/cpp/algorithm/swap)
`),
    },
    'Sliding window': {
      kind: 'article',
      body: md(`
## When to reach for it

The problem asks about a **contiguous** subarray or substring — "longest", "shortest", "at most k" — and the answer for one window can be updated cheaply when it moves by one.

## Fixed-size window: best sum of k consecutive elements

~~~cpp
long long bestSum(const vector<int>& a, int k) {
    long long window = 0, best = LLONG_MIN;
    for (int i = 0; i < (int)a.size(); ++i) {
        window += a[i];                 // element enters
        if (i >= k) window -= a[i - k]; // element leaves
        if (i >= k - 1) best = max(best, window);
    }
    return best;
}
~~~

Each element enters and leaves once: \`O(n)\` instead of \`O(n·k)\`.

## Variable-size window

For "longest substring without repeating characters", grow the right edge every step and shrink the left edge while the window is invalid:

1. Add \`s[r]\` to a frequency map.
2. While \`s[r]\` appears twice, remove \`s[l]\` and move \`l\` right.
3. Record \`r - l + 1\`.

## Checklist

- Decide what the window keeps (sum, counts, distinct characters).
- Know exactly when it is invalid.
- Update the answer at the right moment — after shrinking for "longest", before for "shortest".

## Read more

- [cppreference: std::unordered_map](https://en.cppreference.com/w/cpp/container/unordered_map)
- [CP-Algorithms](https://cp-algorithms.com/)
`),
    },
    'Binary trees': {
      kind: 'article',
      body: md(`
## Shape and vocabulary

Each node has at most two children. The **depth** of a node is its distance from the root; the **height** of the tree is the longest root-to-leaf path. In a **binary search tree** every left descendant is smaller than the node and every right descendant larger.

## Recursion fits trees

Most tree problems are "solve for the children, combine at the node":

~~~cpp
struct Node {
    int val;
    Node *left = nullptr, *right = nullptr;
};

int height(Node* root) {
    if (!root) return 0;
    return 1 + max(height(root->left), height(root->right));
}

void inorder(Node* root, vector<int>& out) {
    if (!root) return;
    inorder(root->left, out);
    out.push_back(root->val); // sorted order for a BST
    inorder(root->right, out);
}
~~~

## Traversals

- **Preorder** (node, left, right): copy or serialise a tree.
- **Inorder** (left, node, right): a BST in sorted order.
- **Postorder** (left, right, node): delete a tree, compute sizes and heights.
- **Level order**: a queue, one level at a time (next lesson).

## Practice ideas

1. Check whether two trees are identical.
2. Find the diameter (longest path between any two nodes).
3. Validate a BST by passing the allowed \`(low, high)\` range down.

Every one runs in \`O(n)\`: each node is visited once.

## Read more

- [CP-Algorithms: data structures](https://cp-algorithms.com/)
- [Java: TreeMap (a balanced BST)](https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/TreeMap.html)
`),
    },
    'BFS and DFS': {
      kind: 'article',
      body: md(`
## Two ways to explore a graph

- **Breadth-first search (BFS)** visits nodes level by level using a **queue**. In an unweighted graph it finds the shortest path in edges.
- **Depth-first search (DFS)** goes as deep as possible before backtracking, using recursion or a **stack**. It finds connected components, cycles and topological orders.

Both run in \`O(V + E)\` on an adjacency list.

## BFS with distances

~~~cpp
vector<int> bfs(const vector<vector<int>>& adj, int src) {
    vector<int> dist(adj.size(), -1);
    queue<int> q;
    dist[src] = 0;
    q.push(src);
    while (!q.empty()) {
        int u = q.front(); q.pop();
        for (int v : adj[u]) {
            if (dist[v] == -1) {      // first visit is the shortest
                dist[v] = dist[u] + 1;
                q.push(v);
            }
        }
    }
    return dist;
}
~~~

## DFS for connected components

~~~cpp
void dfs(int u, const vector<vector<int>>& adj, vector<bool>& seen) {
    seen[u] = true;
    for (int v : adj[u]) if (!seen[v]) dfs(v, adj, seen);
}
~~~

Call \`dfs\` from every unseen node; each call is one component.

## Pitfalls

- Mark a node **when you push it**, not when you pop it, or BFS visits nodes twice.
- Deep recursion can overflow the stack on 10⁵ nodes; switch to an explicit stack.
- Grids are graphs too: neighbours are the four adjacent cells.

## Read more

- [CP-Algorithms: Breadth-first search](https://cp-algorithms.com/graph/breadth-first-search.html)
- [CP-Algorithms: Depth-first search](https://cp-algorithms.com/graph/depth-first-search.html)
`),
    },
    'Shortest paths': {
      kind: 'article',
      body: md(`
## Pick the algorithm by the edge weights

- All edges weigh the same: **BFS**, \`O(V + E)\`.
- Non-negative weights: **Dijkstra**, \`O((V + E) log V)\` with a priority queue.
- Negative weights: **Bellman–Ford**, \`O(V·E)\`, which also detects negative cycles.
- All pairs on a small graph (V ≤ 400): **Floyd–Warshall**, \`O(V³)\`.

## Dijkstra in C++

~~~cpp
vector<long long> dijkstra(const vector<vector<pair<int,int>>>& adj, int src) {
    vector<long long> dist(adj.size(), LLONG_MAX);
    priority_queue<pair<long long,int>, vector<pair<long long,int>>, greater<>> pq;
    dist[src] = 0;
    pq.push({0, src});
    while (!pq.empty()) {
        auto [d, u] = pq.top(); pq.pop();
        if (d > dist[u]) continue;          // stale entry
        for (auto [v, w] : adj[u]) {
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                pq.push({dist[v], v});
            }
        }
    }
    return dist;
}
~~~

## Why the skip matters

The queue may hold several entries for one node. Skipping entries whose distance is larger than the best known keeps the running time \`O((V + E) log V)\`.

## In Java

Use \`PriorityQueue<long[]>\` with a comparator on the distance; the rest of the loop is the same.

## Read more

- [CP-Algorithms: Dijkstra](https://cp-algorithms.com/graph/dijkstra.html)
- [cppreference: std::priority_queue](https://en.cppreference.com/w/cpp/container/priority_queue)
`),
    },
    Memoisation: {
      kind: 'article',
      body: md(`
## Recursion that repeats itself

The naive Fibonacci recursion calls \`fib(n - 2)\` from two places, and so on down: the number of calls grows exponentially. The answers never change, so compute each once and **remember** it.

## Top-down DP in Java

~~~java
import java.util.Arrays;

class Fib {
    static long[] memo;

    static long fib(int n) {
        if (n <= 1) return n;
        if (memo[n] != -1) return memo[n]; // already solved
        return memo[n] = fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        memo = new long[91];
        Arrays.fill(memo, -1);
        System.out.println(fib(90)); // instant, instead of never
    }
}
~~~

With memoisation the time is **(number of states) × (work per state)**: here \`O(n)\`.

## Recognising a DP problem

1. You can write the answer as a **recurrence** on smaller inputs.
2. The same subproblems come up again and again (**overlapping subproblems**).
3. The best answer is built from best answers to the parts (**optimal substructure**).

## Steps

- Define the **state** in words: "ways(i) = number of ways to reach step i".
- Write the transition and the base cases.
- Add the memo table; choose a sentinel (\`-1\`) that cannot be a real answer.

## Read more

- [CP-Algorithms: Introduction to DP](https://cp-algorithms.com/dynamic_programming/intro-to-dp.html)
- [Java: Arrays](https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Arrays.html)
`),
    },
    'Classic 1-D DP': {
      kind: 'article',
      body: md(`
## Bottom-up: fill a table in order

Instead of recursing, compute the states from the smallest up. No recursion depth limits, and often you only need the last few values.

## House robber

You cannot rob two adjacent houses; maximise the loot. Let \`dp[i]\` be the best total using houses \`0..i\`:

\`dp[i] = max(dp[i - 1], dp[i - 2] + a[i])\`

~~~java
static long rob(int[] a) {
    long prev2 = 0, prev1 = 0; // dp[i-2], dp[i-1]
    for (int x : a) {
        long cur = Math.max(prev1, prev2 + x);
        prev2 = prev1;
        prev1 = cur;
    }
    return prev1;
}
~~~

Time \`O(n)\`, space \`O(1)\`.

## Other classics with the same shape

- **Climbing stairs**: \`ways[i] = ways[i-1] + ways[i-2]\`.
- **Coin change (minimum coins)**: \`dp[x] = 1 + min(dp[x - c])\` over coins \`c\`.
- **Longest increasing subsequence**: \`dp[i] = 1 + max(dp[j])\` for \`j < i\` with \`a[j] < a[i]\` — \`O(n²)\`, or \`O(n log n)\` with binary search.

## How to practise

1. State \`dp[i]\` in one sentence before coding.
2. Write the base cases explicitly.
3. Trace a tiny input by hand and compare with your table.

## Read more

- [CP-Algorithms: Longest increasing subsequence](https://cp-algorithms.com/sequences/longest_increasing_subsequence.html)
- [Java: Math](https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/Math.html)
`),
    },
    'DP on grids and strings': {
      kind: 'article',
      body: md(`
## Two indices, one table

When the state needs two numbers — a cell \`(r, c)\` or a pair of prefixes \`(i, j)\` — the table is 2-D. The order of filling must compute every dependency first.

## Grid paths

Count paths from the top-left to the bottom-right moving only right or down: \`dp[r][c] = dp[r-1][c] + dp[r][c-1]\`, with blocked cells set to 0.

## Longest common subsequence

\`dp[i][j]\` is the LCS of the first \`i\` characters of \`a\` and the first \`j\` of \`b\`:

~~~cpp
int lcs(const string& a, const string& b) {
    int n = a.size(), m = b.size();
    vector<vector<int>> dp(n + 1, vector<int>(m + 1, 0));
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j)
            dp[i][j] = a[i-1] == b[j-1]
                ? dp[i-1][j-1] + 1
                : max(dp[i-1][j], dp[i][j-1]);
    return dp[n][m];
}
~~~

Time and space \`O(n·m)\`; keep only two rows to cut space to \`O(m)\`.

## Relatives

- **Edit distance**: insert, delete or replace — three transitions instead of two.
- **Minimum path sum**: \`min\` instead of \`+\`.
- **Longest palindromic subsequence**: the LCS of a string and its reverse.

## Read more

- [cppreference: std::vector](https://en.cppreference.com/w/cpp/container/vector)
- [CP-Algorithms: Dynamic programming](https://cp-algorithms.com/dynamic_programming/intro-to-dp.html)
`),
    },
  },
};
