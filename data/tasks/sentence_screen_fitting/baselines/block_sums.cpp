// Brent's cycle finding as in brent-scan, but a row's end is found from prefix sums of the
// word costs (length + 1) at the boundaries of nb = max(512, sqrt n) blocks of B words: a
// binary search over the block sums, then a scan inside one block. A row costs
// O(log nb + B): O((mu + lambda) sqrt n) time, O(sqrt n) extra space.
class Solution {
    const vector<int>* w_;
    int n_, b_, nb_;
    long long total_, cap_;
    vector<long long> pre_;  // pre_[k]: cost of words [0, k B)
    long long prefix(int x) const {  // cost of words [0, x), 0 <= x <= n
        const vector<int>& w = *w_;
        int k = x / b_;
        long long s = pre_[k];
        for (int j = k * b_; j < x; ++j) s += w[j] + 1;
        return s;
    }
    int last_within(long long a) const {  // largest x in [0, n] with prefix(x) <= a
        const vector<int>& w = *w_;
        int k = int(upper_bound(pre_.begin(), pre_.end(), a) - pre_.begin()) - 1;
        long long s = pre_[k];
        int x = k * b_;
        while (x < n_ && s + w[x] + 1 <= a) { s += w[x] + 1; ++x; }
        return x;
    }
    int words(int i) const {
        long long a = prefix(i) + cap_;
        if (a >= total_) return n_ + last_within(a - total_) - i;
        return last_within(a) - i;
    }
    int next(int i) const {
        int j = i + words(i);
        return j >= n_ ? j - n_ : j;
    }
public:
    long long solve(const vector<int>& lens, int cols, long long rows) {
        w_ = &lens;
        n_ = (int)lens.size();
        nb_ = max(512, (int)sqrt((double)n_));
        if (nb_ > n_) nb_ = n_;
        b_ = (n_ + nb_ - 1) / nb_;
        nb_ = (n_ + b_ - 1) / b_;
        pre_.assign(nb_ + 1, 0);
        total_ = 0;
        for (int k = 0; k < nb_; ++k) {
            for (int j = k * b_; j < min(n_, (k + 1) * b_); ++j) total_ += lens[j] + 1;
            pre_[k + 1] = total_;
        }
        long long c = (long long)cols + 1;
        long long q = c / total_;
        cap_ = c % total_;
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
