# A list of r(i) for every start by two pointers over the doubled sentence, then the walk from
# word 0 recording each start's first row and the words placed before it; the first repeated
# start closes the cycle. O(n) time, O(n) extra space.
class Solution:
    def solve(self, lens: List[int], cols: int, rows: int) -> int:
        n = len(lens)
        total = sum(lens) + n
        q, cap = divmod(cols + 1, total)
        r = [0] * n
        used = 0
        j = 0
        for i in range(n):
            if j < i:
                j = i
                used = 0
            while True:
                c = lens[j - n if j >= n else j] + 1
                if used + c > cap:
                    break
                used += c
                j += 1
            r[i] = j - i
            if j > i:
                used -= lens[i] + 1
        first = [-1] * n
        before = [0] * n
        s = 0
        x = 0
        row = 0
        while row < rows:
            if first[x] >= 0:
                lam = row - first[x]
                cyc = s - before[x]
                left = rows - row
                s += (left // lam) * cyc
                for _ in range(left % lam):
                    s += r[x]
                    x = (x + r[x]) % n
                break
            first[x] = row
            before[x] = s
            s += r[x]
            x = (x + r[x]) % n
            row += 1
        return rows * q + s // n
