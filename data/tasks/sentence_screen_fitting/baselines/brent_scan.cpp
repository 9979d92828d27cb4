// Brent's cycle finding on the row-start map f(i) = (i + r(i)) mod n, where r(i), the words a
// row starting at word i holds beyond its whole copies of the sentence, is found by scanning
// the words from i. Every row costs the words it holds: O((mu + lambda) w) time for a walk of
// mu + lambda <= n rows of w words, O(1) extra space.
class Solution {
    const vector<int>* w_;
    int n_;
    long long cap_;
    int words(int i) const {  // words after the whole copies, from word i
        const vector<int>& w = *w_;
        long long used = 0;
        int k = 0, j = i;
        while (used + w[j] + 1 <= cap_) {
            used += w[j] + 1;
            ++k;
            if (++j == n_) j = 0;
        }
        return k;
    }
    int next(int i) const {
        int j = i + words(i);
        return j >= n_ ? j - n_ : j;
    }
public:
    long long solve(const vector<int>& lens, int cols, long long rows) {
        w_ = &lens;
        n_ = (int)lens.size();
        long long total = 0;
        for (int x : lens) total += x + 1;
        long long c = (long long)cols + 1;
        long long q = c / total;
        cap_ = c % total;
        // Brent: lambda, then mu.
        long long power = 1, lam = 1;
        int tort = 0, hare = next(0);
        while (tort != hare) {
            if (power == lam) { tort = hare; power *= 2; lam = 0; }
            hare = next(hare);
            ++lam;
        }
        tort = hare = 0;
        for (long long s = 0; s < lam; ++s) hare = next(hare);
        long long mu = 0;
        while (tort != hare) { tort = next(tort); hare = next(hare); ++mu; }
        // Words beyond the whole copies: the tail, whole cycles, the rest.
        long long sum = 0;
        int x = 0;
        long long r = 0;
        for (; r < rows && r < mu; ++r) { int k = words(x); sum += k; x += k; if (x >= n_) x -= n_; }
        if (r < rows) {
            long long cyc = 0;
            int y = x;
            for (long long s = 0; s < lam; ++s) { int k = words(y); cyc += k; y += k; if (y >= n_) y -= n_; }
            long long left = rows - r;
            sum += (left / lam) * cyc;
            for (long long s = 0; s < left % lam; ++s) { int k = words(x); sum += k; x += k; if (x >= n_) x -= n_; }
        }
        return rows * q + sum / n_;
    }
};
