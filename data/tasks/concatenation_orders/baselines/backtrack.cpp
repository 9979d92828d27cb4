class Solution {
    static constexpr long long MOD = 1000000007LL;
    const vector<string>* w_;
    const string* t_;
    int n_;
    unsigned used_;
    long long count_;

    void place(size_t pos) {
        if (pos == t_->size()) {
            if (++count_ == MOD) count_ = 0;
            return;
        }
        for (int i = 0; i < n_; i++) {
            if (used_ >> i & 1u) continue;
            const string& s = (*w_)[i];
            if (t_->compare(pos, s.size(), s) != 0) continue;
            used_ |= 1u << i;
            place(pos + s.size());
            used_ &= ~(1u << i);
        }
    }

public:
    long long countOrders(const vector<string>& words, const string& target) {
        long long total = 0;
        for (const string& s : words) total += (long long)s.size();
        if (total != (long long)target.size()) return 0;
        w_ = &words;
        t_ = &target;
        n_ = (int)words.size();
        used_ = 0;
        count_ = 0;
        place(0);
        return count_;
    }
};
