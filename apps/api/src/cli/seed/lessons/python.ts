import { md, YOUTUBE, type CourseLessonContent } from './types.ts';

export const PYTHON: CourseLessonContent = {
  course: 'Python for Data Analysis',
  lessons: {
    'Setting up Jupyter': {
      kind: 'article',
      body: md(`
## What you need

- **Python 3.11 or newer** from [python.org](https://www.python.org/downloads/).
- A **virtual environment** per project, so each project keeps its own package versions.
- **JupyterLab**, the notebook you will use all course.

## Install

~~~bash
python3 -m venv .venv
source .venv/bin/activate        # Windows: .venv\\Scripts\\activate
pip install jupyterlab pandas matplotlib
jupyter lab
~~~

The last command opens JupyterLab in your browser. Create a notebook with **File → New → Notebook**.

## Your first cells

~~~python
import sys
import pandas as pd

print(sys.version)
pd.__version__
~~~

Press **Shift + Enter** to run a cell. The value of the last line is shown below the cell without \`print\`.

## Notebook habits

1. Keep cells short: one idea each.
2. Use Markdown cells for headings and notes, so the notebook reads like a report.
3. Before sharing, choose **Kernel → Restart and run all** to check it runs top to bottom.
4. Keep data files in a \`data/\` folder next to the notebook and use relative paths.

## Read more

- [Python: venv](https://docs.python.org/3/library/venv.html)
- [JupyterLab documentation](https://jupyterlab.readthedocs.io/en/stable/)
`),
    },
    'Lists, dicts and loops': {
      kind: 'practice',
      problem: 'fizzbuzz-count',
      body: md(`
## Lists

A list is an ordered, changeable collection: \`prices = [120, 99, 450]\`. Index from 0, slice with \`prices[1:]\`, add with \`append\`.

## Dictionaries

A dict maps keys to values — perfect for counting and lookups:

~~~python
orders = ["tea", "coffee", "tea", "juice", "tea"]

counts = {}
for item in orders:
    counts[item] = counts.get(item, 0) + 1

print(counts)  # {'tea': 3, 'coffee': 1, 'juice': 1}

for item, n in counts.items():
    print(f"{item}: {n}")
~~~

## Loops and comprehensions

\`for\` walks any collection; \`range(1, n + 1)\` gives the numbers 1 to n. A **comprehension** builds a list in one line:

~~~python
squares = [x * x for x in range(1, 6)]       # [1, 4, 9, 16, 25]
evens = [x for x in range(20) if x % 2 == 0]
~~~

## Practice

Solve **FizzBuzz count** with the judge: count how many numbers from 1 to n are divisible by 3 or by 5.

- Loop with \`range(1, n + 1)\` and test \`x % 3 == 0 or x % 5 == 0\`.
- Bonus: solve it without a loop using \`n // 3 + n // 5 - n // 15\`.

## Read more

- [Python tutorial: Data structures](https://docs.python.org/3/tutorial/datastructures.html)
- [Python tutorial: Control flow](https://docs.python.org/3/tutorial/controlflow.html)
`),
    },
    'Functions and modules': {
      kind: 'video',
      videoUrl: YOUTUBE.python,
      body: md(`
Watch the functions, return statements and modules chapters of this freeCodeCamp Python course. Watch for:

- defining functions with \`def\`, default arguments and \`return\`;
- why a function should do one thing and return a value rather than print it;
- importing your own file as a module (\`import cleaning\`) and standard modules like \`datetime\`;
- installing third-party packages with \`pip\`.

Then move the cleaning steps of your notebook into a \`cleaning.py\` module and import them.
`),
      resources: [
        {
          title: 'Python tutorial: Defining functions',
          url: 'https://docs.python.org/3/tutorial/controlflow.html#defining-functions',
        },
        {
          title: 'Python tutorial: Modules',
          url: 'https://docs.python.org/3/tutorial/modules.html',
        },
      ],
    },
    DataFrames: {
      kind: 'article',
      body: md(`
## Series and DataFrame

A **Series** is one labelled column; a **DataFrame** is a table of Series sharing one index. Almost every analysis starts by loading a file into a DataFrame.

~~~python
import pandas as pd

df = pd.read_csv("data/upi_transactions.csv", parse_dates=["date"])

df.head()        # first five rows
df.info()        # columns, types, missing values
df.describe()    # count, mean, min, max of numeric columns
~~~

## Selecting and filtering

~~~python
df["amount"]                       # one column (a Series)
df[["date", "merchant", "amount"]] # several columns
df[df["amount"] > 1000]            # rows matching a condition
df.loc[df["city"] == "Pune", ["merchant", "amount"]]
~~~

Combine conditions with \`&\` and \`|\` and wrap each in brackets.

## Cleaning checklist

1. Fix types: \`pd.to_numeric\`, \`pd.to_datetime\`.
2. Find missing values with \`df.isna().sum()\`; drop or fill them on purpose.
3. Remove duplicates with \`df.drop_duplicates()\`.
4. Rename columns to \`snake_case\` so code stays readable.

## Avoid

- Looping over rows with \`for\`: use column operations, which are much faster.
- Chained assignment (\`df[a][b] = x\`); use \`df.loc[rows, col] = x\`.

## Read more

- [pandas: 10 minutes to pandas](https://pandas.pydata.org/docs/user_guide/10min.html)
- [pandas: Indexing and selecting data](https://pandas.pydata.org/docs/user_guide/indexing.html)
`),
    },
    'Grouping and joining': {
      kind: 'article',
      body: md(`
## Split, apply, combine

\`groupby\` splits the rows by a key, applies a summary to each group and combines the results into a new table:

~~~python
summary = (
    df.groupby("city")
      .agg(orders=("order_id", "count"),
           revenue=("amount", "sum"),
           avg_ticket=("amount", "mean"))
      .sort_values("revenue", ascending=False)
)
~~~

Named aggregations (\`orders=(column, function)\`) give clear column names.

## Joining tables

Real data arrives in several files. \`merge\` joins them on a key, just like SQL:

~~~python
orders = pd.read_csv("data/orders.csv")
customers = pd.read_csv("data/customers.csv")

full = orders.merge(customers, on="customer_id", how="left", validate="many_to_one")
~~~

- \`how="inner"\` keeps matching rows only; \`"left"\` keeps every order.
- \`validate\` raises an error if the keys are not what you expect — it catches duplicated customers early.

## Pivot tables

\`df.pivot_table(index="city", columns="month", values="amount", aggfunc="sum")\` builds a spreadsheet-style summary in one line.

## Exercise

1. Join orders with customers.
2. Find the top five cities by revenue.
3. Compare the average order value of new and returning customers.

## Read more

- [pandas: Group by](https://pandas.pydata.org/docs/user_guide/groupby.html)
- [pandas: Merge, join and concatenate](https://pandas.pydata.org/docs/user_guide/merging.html)
`),
    },
    'Time series': {
      kind: 'article',
      body: md(`
## Dates as the index

With a \`DatetimeIndex\`, pandas understands calendars: you can slice by month, resample by week and roll windows over days.

~~~python
import pandas as pd

daily = (
    df.set_index("date")
      .sort_index()["amount"]
      .resample("D").sum()          # one row per day
)

weekly = daily.resample("W").sum()
trend = daily.rolling(7).mean()     # 7-day moving average
growth = weekly.pct_change() * 100  # week-on-week %

daily.loc["2025-03"]                # all of March
~~~

## What to look for

- **Trend**: is volume growing? The moving average smooths the noise.
- **Seasonality**: weekends, salary days and festivals (Diwali!) show as regular spikes.
- **Gaps**: \`resample\` creates empty days; decide whether they mean 0 or missing.

## Plot it

\`trend.plot(title="7-day average")\` draws a line chart with Matplotlib. Always label axes and units.

## Pitfalls

1. Parse dates when reading (\`parse_dates=[...]\`), not later with string slicing.
2. Keep time zones consistent — use \`tz_localize("Asia/Kolkata")\` once.
3. Sort the index before slicing by date ranges.

## Read more

- [pandas: Time series / date functionality](https://pandas.pydata.org/docs/user_guide/timeseries.html)
- [pandas: Windowing operations](https://pandas.pydata.org/docs/user_guide/window.html)
`),
    },
  },
};
